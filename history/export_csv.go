package history

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/csv"
	"encoding/json"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/talon-games/talon/scoring"
)

// csvFixed are the CSV columns before the breakdown categories.
var csvFixed = []string{"date", "game", "session", "player", "player_id", "seat", "score", "rank", "winner",
	"location", "duration", "notes"}

// ExportCSV writes the finished plays the filter picks as CSV, one row per player per
// play, oldest first: date (local time of loc), game, session UUID, player (as this
// history calls them, as `talon stats` counts them: "Ánna" typed at one play and
// "Anna" at another are one name), player_id (the player's UUID), seat (1 is the first
// player), score, rank, winner (yes/no), location, duration (whole minutes, empty when
// not known), notes, then one column per breakdown category of any exported play. The fixed columns'
// names and values are English ids, like --json (for scripts); a category's column is
// named as the game names it now (in English), each column name once (csvHeaders).
// bom starts the file with a UTF-8 byte order mark, which Excel needs to read
// accented names. It streams, from one snapshot. Text that a spreadsheet would take
// for a formula is quoted with a leading '.
func (s *Store) ExportCSV(ctx context.Context, w io.Writer, f PlayFilter, loc *time.Location, bom bool) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	if bom {
		bw.WriteString("\ufeff")
	}
	out := csv.NewWriter(bw)
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		where, args := f.where()
		categories, err := csvCategories(ctx, tx, where, args)
		if err != nil {
			return err
		}
		header := append(append([]string{}, csvFixed...), csvHeaders(categories)...)
		column := map[csvCategory]int{}
		for i, c := range categories {
			column[c] = len(csvFixed) + i
		}
		if err := out.Write(header); err != nil {
			return err
		}
		return eachRow(ctx, tx, `SELECT `+playedAt+`, s.game, s.uuid, r.seat, p.name, p.uuid, r.score, r.rank,
				r.winner, r.breakdown, coalesce(d.location, ''), d.duration_seconds, coalesce(d.notes, '')
			FROM `+f.byDate()+` JOIN results r ON r.session_id = s.id JOIN players p ON p.id = r.player_id
			LEFT JOIN play_details d ON d.session_uuid = s.uuid
			WHERE `+where+` ORDER BY `+playedAt+`, s.id, r.seat`, func(rows *sql.Rows) error {
			var (
				date, game, uuid, playerID       string
				seat, score, rank                int
				winner                           bool
				name, breakdown, location, notes string
				seconds                          *int64
			)
			if err := rows.Scan(&date, &game, &uuid, &seat, &name, &playerID, &score, &rank, &winner, &breakdown,
				&location, &seconds, &notes); err != nil {
				return err
			}
			t, err := parseTime(date)
			if err != nil {
				return err
			}
			record := make([]string, len(csvFixed)+len(categories))
			copy(record, []string{t.In(loc).Format("2006-01-02 15:04"), game, uuid, spreadsheetText(name), playerID,
				strconv.Itoa(seat + 1), strconv.Itoa(score), strconv.Itoa(rank), yesNo(winner), spreadsheetText(location),
				csvMinutes(seconds), spreadsheetText(notes)})
			var points map[string]json.Number
			if err := json.Unmarshal([]byte(breakdown), &points); err != nil {
				return err
			}
			for c, v := range points {
				record[column[csvCategory{game, c}.column()]] = v.String() // column() names c as the game does now
			}
			return out.Write(record)
		}, args...)
	})
	if err != nil {
		return err
	}
	out.Flush()
	if err := out.Error(); err != nil {
		return err
	}
	return bw.Flush()
}

// csvMinutes is a play's duration in whole minutes (rounded), empty when not known.
func csvMinutes(seconds *int64) string {
	if seconds == nil {
		return ""
	}
	return strconv.FormatInt((*seconds+30)/60, 10)
}

// csvCategory is a breakdown category of a game; a correction is one category for
// every game (game "").
type csvCategory struct{ game, name string }

// column is the column a stored category goes in: its name as the game calls it now
// (a category renamed since, such as Marco Polo's "Goods", now "Goods left", is the
// same column as history show's row: scoring.CategoryNow), a correction's for every game.
func (c csvCategory) column() csvCategory {
	if c.name == CorrectionCategory {
		c.game = ""
	}
	c.name = scoring.CategoryNow(c.game, c.name)
	return c
}

// csvHeaders names the category columns, each name once among all the file's columns
// (compared ignoring case, as a spreadsheet's look-ups do), so that the file parses
// back: a category's name, followed by its game's id in brackets when another
// game's category or a fixed column has that name ("Buildings (genoa)"; a BG Stats
// copy's "score" is "score (catan)"); a correction's column is "Correction". A name
// that is still taken (a category called "Buildings (genoa)" itself) gets a number
// after it: "Buildings (genoa) 2".
func csvHeaders(all []csvCategory) []string {
	base := func(c csvCategory) string {
		if c.name == CorrectionCategory {
			return "Correction" // as history show names it
		}
		return c.name
	}
	count := map[string]int{}
	for _, name := range csvFixed {
		count[strings.ToLower(name)]++
	}
	for _, c := range all {
		count[strings.ToLower(base(c))]++
	}
	taken := map[string]bool{}
	for _, name := range csvFixed {
		taken[strings.ToLower(name)] = true
	}
	out := make([]string, len(all))
	for i, c := range all {
		name := base(c)
		if c.name != CorrectionCategory && count[strings.ToLower(name)] > 1 {
			name += " (" + c.game + ")"
		}
		for n, first := 2, name; taken[strings.ToLower(name)]; n++ {
			name = first + " " + strconv.Itoa(n)
		}
		taken[strings.ToLower(name)] = true
		out[i] = name
	}
	return out
}

// csvCategories lists the breakdown categories of the picked plays, game by game in
// each game's own order, a correction's once.
func csvCategories(ctx context.Context, tx *sql.Tx, where string, args []any) ([]csvCategory, error) {
	var out []csvCategory
	seen := map[csvCategory]bool{}
	err := eachRow(ctx, tx, `SELECT s.game, j.key, min(j.id) FROM sessions s JOIN results r ON r.session_id = s.id,
			json_each(r.breakdown) j WHERE `+where+` GROUP BY s.game, j.key ORDER BY s.game, min(j.id)`, func(rows *sql.Rows) error {
		var c csvCategory
		var order int
		if err := rows.Scan(&c.game, &c.name, &order); err != nil {
			return err
		}
		if c = c.column(); !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
		return nil
	}, args...)
	return out, err
}

// spreadsheetText keeps a name a spreadsheet would read as a formula (=, +, -, @) text.
func spreadsheetText(s string) string {
	if s != "" && strings.ContainsRune("=+-@", rune(s[0])) {
		return "'" + s
	}
	return s
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
