package history

import (
	"context"
	"database/sql"
	"slices"
	"strings"
	"time"
)

// KnownPlayer is one player of the history as `talon history players` lists them.
type KnownPlayer struct {
	Name string // the name the history knows them by
	// Aliases are the other names that find them (`history players merge`, `import
	// --map`), as the history keeps them: lower case, accents left out ("benny").
	Aliases []string
	// AliasesTyped are the Aliases as typed at the table or in the command that gave
	// them ("Benny"), each its key where talon did not keep how it was typed.
	AliasesTyped []string
	Plays        int       // finished plays
	LastPlayed   time.Time // the last finished play's date; zero when none
}

// KnownPlayers lists every player of the history, sorted by name (case and accents
// ignored), with the names that find them and their finished plays: what a table looks
// at before `history players merge`. The plays are counted from the kept statistics
// (GroupStats), so a long history's list costs a few thousand rows.
func (s *Store) KnownPlayers(ctx context.Context) ([]KnownPlayer, error) {
	g, err := s.GroupStats(ctx, PlayFilter{}, time.Local, false)
	if err != nil {
		return nil, err
	}
	overall := map[string]PlayerStats{}
	for _, p := range g.Players {
		if p.Game == "" {
			overall[p.Player] = p
		}
	}
	var named []NamedPlayer
	err = s.inRead(ctx, func(tx *sql.Tx) error {
		var err error
		named, err = namedPlayers(ctx, tx)
		return err
	})
	if err != nil {
		return nil, err
	}
	out := make([]KnownPlayer, len(named))
	for i, p := range named {
		st := overall[p.Name]
		out[i] = KnownPlayer{Name: p.Name, Aliases: append([]string{}, p.Aliases...),
			AliasesTyped: append([]string{}, p.Typed...), Plays: st.Plays, LastPlayed: st.LastPlayed}
	}
	slices.SortFunc(out, func(a, b KnownPlayer) int {
		if c := strings.Compare(matchKey(a.Name), matchKey(b.Name)); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out, nil
}
