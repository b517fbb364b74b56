package history

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"slices"
)

// sideDoc is one side's history as an export document held in memory: what a sync
// compares and exchanges. Sessions are kept as their canonical JSON (json.Marshal of
// the decoded session compacts every raw member), so the same session on both sides
// hashes alike.
type sideDoc struct {
	players     map[string]exportPlayer
	playerOrder []string
	deleted     map[string]string
	externals   []exportExternal
	sessions    map[string]sideSession
}

type sideSession struct {
	doc    []byte
	hash   string
	status string
}

func newSideDoc() *sideDoc {
	return &sideDoc{players: map[string]exportPlayer{}, deleted: map[string]string{}, sessions: map[string]sideSession{}}
}

// The docHandler methods collect a document's members.
func (d *sideDoc) player(uuid string, p exportPlayer) error {
	if _, dup := d.players[uuid]; !dup {
		d.playerOrder = append(d.playerOrder, uuid)
	}
	d.players[uuid] = p
	return nil
}

func (d *sideDoc) tombstone(uuid, at string) error { d.deleted[uuid] = at; return nil }

func (d *sideDoc) external(list []exportExternal) error {
	d.externals = append(d.externals, list...)
	return nil
}

func (d *sideDoc) session(uuid string, s exportSession) error {
	doc, err := json.Marshal(s)
	if err != nil {
		return err
	}
	d.sessions[uuid] = sideSession{doc: doc, hash: docHash(doc), status: s.Status}
	return nil
}

func docHash(doc []byte) string {
	sum := sha256.Sum256(doc)
	return hex.EncodeToString(sum[:16])
}

// exportSide reads a whole local history into memory through Export, talon's own
// format: what the store would write to a file is what a sync exchanges.
func exportSide(ctx context.Context, s *Store) (*sideDoc, error) {
	var buf bytes.Buffer
	if err := s.Export(ctx, &buf); err != nil {
		return nil, err
	}
	d := newSideDoc()
	if err := readDocument(&buf, d); err != nil {
		return nil, err
	}
	return d, nil
}

// knowsPlayer says whether uuid is a player of this side, as its own UUID or an alias.
func (d *sideDoc) knowsPlayer(uuid string) bool {
	if _, ok := d.players[uuid]; ok {
		return true
	}
	for _, p := range d.players {
		if slices.Contains(p.Aliases, uuid) {
			return true
		}
	}
	return false
}

// writeDoc writes an export document holding this side's players, tombstones and
// external ids and the sessions named (those it has). Each alias UUID is listed
// after the players as a player of its own with the same name, so a session document
// written before two records of a person were joined still finds its player.
func (d *sideDoc) writeDoc(w io.Writer, sessions []string) error {
	doc := &objectWriter{w: w}
	doc.open()
	doc.field("format", exportFormat)
	doc.field("version", FormatVersion)
	players := doc.child("players")
	for _, uuid := range d.playerOrder {
		players.field(uuid, d.players[uuid])
	}
	for _, uuid := range d.playerOrder {
		for _, alias := range d.players[uuid].Aliases {
			if _, own := d.players[alias]; !own {
				players.field(alias, exportPlayer{Name: d.players[uuid].Name})
			}
		}
	}
	players.close()
	deleted := doc.child("deleted")
	for _, uuid := range sortedKeys(d.deleted) {
		deleted.field(uuid, d.deleted[uuid])
	}
	deleted.close()
	if len(d.externals) > 0 {
		doc.field("external", d.externals)
	}
	list := doc.child("sessions")
	for _, uuid := range sessions {
		if s, ok := d.sessions[uuid]; ok {
			list.field(uuid, json.RawMessage(s.doc))
		}
	}
	list.close()
	doc.close()
	return doc.err
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
