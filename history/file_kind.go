package history

import (
	"bytes"
	"encoding/json"
)

// FileKind is which of the files talon reads a JSON document is, for a command given
// the wrong one: a history export or a BG Stats file where a score input belongs.
type FileKind int

const (
	// FileOther is any other document (a score input, or nothing talon knows).
	FileOther FileKind = iota
	// FileTalonHistory is `talon history export`'s document: its "format" says so.
	FileTalonHistory
	// FileBGStats is a BG Stats export: a "plays" list (no score input has one).
	FileBGStats
)

// KindOf tells a talon history export (its "format" member, "talon-history") and a BG
// Stats file (a "plays" list) from other JSON documents by their top-level members,
// reading as far as the first member that tells. A document that is not a JSON
// object, or is cut short before telling, is FileOther.
func KindOf(data []byte) FileKind {
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, []byte("\ufeff"))))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return FileOther
	}
	for dec.More() {
		t, err := dec.Token()
		key, ok := t.(string)
		if err != nil || !ok {
			return FileOther
		}
		switch key {
		case "format":
			var format any
			if dec.Decode(&format) != nil {
				return FileOther
			}
			if format == exportFormat {
				return FileTalonHistory
			}
		case "plays":
			if t, err := dec.Token(); err == nil && t == json.Delim('[') {
				return FileBGStats
			}
			return FileOther
		default:
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return FileOther
			}
		}
	}
	return FileOther
}

// StartsAsBGStats says whether a document's first bytes (head: what is read ahead)
// are a BG Stats backup's: its first member one of the file's lists (plays, players,
// games, locations), as `history import` refuses it as a talon file, or a "plays" list
// within head (KindOf). A talon history export begins with "format". `history import
// FILE` reads such a file as BG Stats without --format bgstats (trial-final F12).
func StartsAsBGStats(head []byte) bool {
	if KindOf(head) == FileBGStats {
		return true
	}
	head = bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\ufeff")), " \t\r\n")
	rest, ok := bytes.CutPrefix(head, []byte("{"))
	if !ok {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(rest))
	t, err := dec.Token()
	key, ok := t.(string)
	if err != nil || !ok {
		return false
	}
	return bgstatsListFollows(key, rest[dec.InputOffset():])
}
