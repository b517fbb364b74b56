package scoring

import (
	"cmp"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// RespellTieBreak writes the tie-break line's player names as the history knows them:
// rename maps each name as typed at the table to the name the history calls that
// player now (`history players merge`, an import's spelling or --map respell one). The
// stored line is read back into the messages that wrote it (reword.go), and a text
// argument is respelled only when it is wholly a player's typed name, or a list of them
// joined by ", " (each one alone or followed by a score, "Anna 10"); any other text is
// kept, and a line no registered format wrote is left as stored. Names are compared
// whole, as text, so a name that is the start of another or holds ", ", "; " or a
// regexp's special characters is respelled as itself.
func (r *Result) RespellTieBreak(rename map[string]string) {
	if r.TieBreak == nil || !renamesAny(rename) {
		return
	}
	pieces := strings.Split(*r.TieBreak, "; ")
	parts, ok := cutLine(pieces)
	if !ok || len(parts) == 0 {
		return
	}
	typed := make([]string, 0, len(rename))
	for t := range rename {
		if t != "" {
			typed = append(typed, t)
		}
	}
	// longest first, so that of "Ann" and "Ann, Jr." the whole name is tried first
	slices.SortFunc(typed, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	changed := false
	for i, m := range parts {
		args := slices.Clone(m.Args)
		for k, a := range args {
			s, isText := a.(string)
			if !isText {
				continue
			}
			if items, ok := nameList(s, typed); ok {
				for j := range items {
					items[j].name = rename[items[j].name]
				}
				args[k] = joinNames(items)
			}
		}
		next := i18n.M(m.Format, args...)
		if next.String() != m.String() {
			parts[i], changed = next, true
		}
	}
	if changed {
		r.SetTieBreak(parts...)
	}
}

// renamesAny says whether rename changes any name.
func renamesAny(rename map[string]string) bool {
	for t, n := range rename {
		if t != "" && n != "" && t != n {
			return true
		}
	}
	return false
}

// listedName is one item of a list of names: the name and what follows it (" 10").
type listedName struct{ name, rest string }

// joinNames writes items back as nameList read them.
func joinNames(items []listedName) string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.name + it.rest
	}
	return strings.Join(out, ", ")
}

// nameList reads text as names (of typed) joined by ", ", each alone or followed by a
// space and a whole number; ok is false when text is not wholly such a list.
func nameList(text string, typed []string) ([]listedName, bool) {
	for _, name := range typed {
		rest, found := strings.CutPrefix(text, name)
		if !found {
			continue
		}
		score := ""
		if digits := strings.TrimPrefix(rest, " "); digits != rest {
			n := 0
			for n < len(digits) && digits[n] >= '0' && digits[n] <= '9' {
				n++
			}
			if n > 0 && (n == len(digits) || strings.HasPrefix(digits[n:], ", ")) {
				score, rest = " "+digits[:n], digits[n:]
			}
		}
		if rest == "" {
			return []listedName{{name, score}}, true
		}
		if after, ok := strings.CutPrefix(rest, ", "); ok {
			if more, ok := nameList(after, typed); ok {
				return append([]listedName{{name, score}}, more...), true
			}
		}
	}
	return nil, false
}
