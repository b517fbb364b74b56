package history

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/names"

	"github.com/talon-games/talon/companion/i18n"
)

// maxBGStatsFile bounds a BG Stats file read whole: years of a group's plays are a few
// megabytes.
const maxBGStatsFile = 64 << 20

// BGStatsReport says what a BG Stats import did.
type BGStatsReport struct {
	PlaysAdded     int            `json:"plays_added"`
	PlaysUnchanged int            `json:"plays_unchanged"` // imported before (or talon's own)
	PlaysSkipped   int            `json:"plays_skipped"`   // deleted here
	PlayersAdded   int            `json:"players_added"`
	OtherGames     map[string]int `json:"other_games"` // plays of games talon does not keep, by name
	Problems       []i18n.Message `json:"problems"`    // plays left out, and why (English in JSON)
}

// ImportBGStats adds the plays of a BG Stats file whose games talon knows (by
// BoardGameGeek id, else by name) as finished sessions with their results, in one
// transaction. Plays of other games are counted and left out. BG Stats's UUIDs are
// remembered, so importing the file again changes nothing; a play talon exported
// keeps its talon UUID and is recognised too. Players are matched by their BG Stats
// UUID, then by name (case and accents ignored; opts.Map as for Import), else added.
// Play dates are read in loc.
func (s *Store) ImportBGStats(ctx context.Context, r io.Reader, games map[string]BGGGame, loc *time.Location, opts ImportOptions) (BGStatsReport, error) {
	rep := BGStatsReport{OtherGames: map[string]int{}, Problems: []i18n.Message{}}
	data, err := io.ReadAll(io.LimitReader(r, maxBGStatsFile+1))
	if err != nil {
		return rep, err
	}
	if len(data) > maxBGStatsFile {
		return rep, badFile("the file is larger than %d MiB", maxBGStatsFile>>20)
	}
	var file BGStatsFile
	if err := json.Unmarshal(data, &file); err != nil {
		return rep, badFile("not a BG Stats file: %v", i18n.JSONError(data, err))
	}
	if !bytes.Contains(data, []byte(`"plays"`)) {
		return rep, badFile("not a BG Stats file: it has no plays")
	}
	err = s.inWrite(ctx, func(tx *sql.Tx) error {
		m, err := newMerger(ctx, tx, opts, &ImportReport{})
		if err != nil {
			return err
		}
		defer m.cleanup()
		in := bgstatsImport{m: m, file: file, games: games, loc: loc, rep: &rep}
		return in.run()
	})
	if err != nil {
		return BGStatsReport{}, err
	}
	return rep, nil
}

type bgstatsImport struct {
	m       *merger
	file    BGStatsFile
	games   map[string]BGGGame
	loc     *time.Location
	rep     *BGStatsReport
	players map[int]BGStatsPlayer
	places  map[int]string
}

func (in *bgstatsImport) run() error {
	in.players, in.places = map[int]BGStatsPlayer{}, map[int]string{}
	for _, p := range in.file.Players {
		in.players[p.ID] = p
	}
	for _, l := range in.file.Locations {
		in.places[l.ID] = l.Name
	}
	talonGame := map[int]string{}
	fileGame := map[int]string{}
	for _, g := range in.file.Games {
		fileGame[g.ID] = g.Name
		for id, known := range in.games {
			if g.BGGID != 0 && g.BGGID == known.BGGID || strings.EqualFold(g.Name, known.Name) || strings.EqualFold(g.Name, id) {
				talonGame[g.ID] = id
			}
		}
	}
	for _, p := range in.file.Plays {
		game, ok := talonGame[p.GameRefID]
		if !ok {
			name := fileGame[p.GameRefID]
			if name == "" {
				name = fmt.Sprintf("game %d", p.GameRefID)
			}
			in.rep.OtherGames[name]++
			continue
		}
		if err := in.play(game, p); err != nil {
			var bad *BadFileError
			if !errors.As(err, &bad) {
				return err
			}
			in.rep.Problems = append(in.rep.Problems, i18n.M("play %s (%s): %v", names.Visible(p.UUID), names.Escape(p.PlayDate), bad))
		}
	}
	return nil
}

// play adds one play, or returns a BadFileError saying why it was left out.
func (in *bgstatsImport) play(game string, p BGStatsPlay) error {
	ctx, tx := in.m.ctx, in.m.tx
	if err := checkUUID(i18n.M("play"), p.UUID); err != nil {
		return err
	}
	var gone int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM tombstones WHERE uuid = ?1
		OR uuid IN (SELECT uuid FROM external_ids WHERE source = ?2 AND kind = 'play' AND external = ?1)`, p.UUID, bgstatsSource).Scan(&gone); err != nil {
		return err
	}
	if gone > 0 {
		in.rep.PlaysSkipped++
		return nil
	}
	var known int
	if err := tx.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM external_ids WHERE source = ?1 AND kind = 'play' AND external = ?2)
		+ (SELECT count(*) FROM sessions WHERE uuid = ?2)`, bgstatsSource, p.UUID).Scan(&known); err != nil {
		return err
	}
	if known > 0 {
		in.rep.PlaysUnchanged++
		return nil
	}
	started, err := time.ParseInLocation(bgstatsLayout, p.PlayDate, in.loc)
	if err != nil {
		return badFile("playDate %s is not YYYY-MM-DD HH:MM:SS", names.Visible(p.PlayDate))
	}
	if p.DurationMin < 0 || p.DurationMin > 24*60 || len(p.PlayerScores) == 0 || len(p.PlayerScores) > 12 {
		return badFile("its duration or number of players is out of range")
	}
	rec, err := in.record(game, p, started)
	if err != nil {
		return err
	}
	// The play keeps BG Stats's UUID as its session UUID: a play talon exported comes
	// back as the same session, and histories that import one file agree.
	uuid := p.UUID
	if err := writeRecord(in.m, 0, uuid, rec); err != nil {
		return err
	}
	in.rep.PlaysAdded++
	if _, err = tx.ExecContext(ctx, `INSERT INTO external_ids (source, kind, external, uuid) VALUES (?, 'play', ?, ?)`,
		bgstatsSource, p.UUID, uuid); err != nil {
		return err
	}
	return markCopy(ctx, tx, bgstatsSource, uuid) // talon's own record replaces it in a merge (merge_copy.go)
}

func (in *bgstatsImport) record(game string, p BGStatsPlay, started time.Time) (record, error) {
	lines := p.PlayerScores
	ordered := make([]BGStatsPlayerScore, len(lines))
	copy(ordered, lines)
	// Seats follow seatOrder; scores without one keep the file's order after them.
	for i := 1; i < len(ordered); i++ {
		for j := i; j > 0 && seatKeyOf(ordered[j]) < seatKeyOf(ordered[j-1]); j-- {
			ordered[j], ordered[j-1] = ordered[j-1], ordered[j]
		}
	}
	end := formatTime(started.Add(time.Duration(p.DurationMin) * time.Minute))
	rec := record{Game: game, Status: "finished", Started: formatTime(started), Ended: &end}
	comments := strings.Split(p.Comments, "\n")
	var config struct {
		Players []map[string]string `json:"players"`
	}
	seats := make([]seatScore, len(ordered))
	seen := map[int64]bool{}
	for i, l := range ordered {
		bp, ok := in.players[l.PlayerRefID]
		if !ok {
			return rec, badFile("it names player %s, whom the file does not list", digits(l.PlayerRefID))
		}
		name, err := names.Clean("player name", bp.Name)
		if err != nil {
			return rec, badFile("%v", err)
		}
		id, err := in.player(bp, name)
		if err != nil {
			return rec, err
		}
		if seen[id] {
			return rec, badFile("%s is seated twice", name)
		}
		seen[id] = true
		if seats[i], err = readSeatScore(name, l.Score); err != nil {
			return rec, err
		}
		config.Players = append(config.Players, map[string]string{"name": name})
		rec.Seats = append(rec.Seats, recSeat{Seat: i, Player: id})
	}
	breakdowns, used := commentBreakdowns(comments, seats, newCategoryReader(in.games[game].Categories))
	var categories []string
	scores := make([]int, len(ordered))
	for i, b := range breakdowns {
		scores[i] = seats[i].total
		for _, p := range b {
			if !slices.Contains(categories, p.Category) {
				categories = append(categories, p.Category)
			}
		}
	}
	for i, l := range ordered {
		rank := l.Rank
		if rank < 1 || rank > len(ordered) { // no rank recorded: the highest score is first
			rank = 1
			for _, other := range scores {
				if other > scores[i] {
					rank++
				}
			}
		}
		breakdown, _ := json.Marshal(breakdowns[i]) // plain data always marshals
		rec.Results = append(rec.Results, recResult{Seat: i, Player: rec.Seats[i].Player, Score: scores[i], Rank: rank,
			Winner: l.Winner, Breakdown: string(breakdown)})
	}
	cats, _ := json.Marshal(categories)
	catText := string(cats)
	rec.Categories = &catText
	cfg, _ := json.Marshal(config)
	rec.Config = string(cfg)
	var notes []string
	for i, line := range comments {
		if !used[i] {
			notes = append(notes, line)
		}
	}
	details := exportDetails{Location: in.places[p.LocationRefID], Notes: oneLineText(strings.Join(notes, "\n"))}
	if p.DurationMin > 0 {
		seconds := int64(p.DurationMin) * 60
		details.DurationSeconds = &seconds
	}
	if details.Location != "" {
		loc, err := names.CleanText("location", details.Location)
		if err != nil {
			return rec, badFile("%v", err)
		}
		details.Location = loc
	}
	if details != (exportDetails{}) {
		rec.Details = &details
	}
	return rec, nil
}

func seatKeyOf(l BGStatsPlayerScore) int {
	if l.SeatOrder > 0 {
		return l.SeatOrder
	}
	return 1 << 20
}

// player finds or adds the local player for a BG Stats player and remembers the match.
func (in *bgstatsImport) player(bp BGStatsPlayer, name string) (int64, error) {
	ctx, tx := in.m.ctx, in.m.tx
	var id int64
	err := tx.QueryRowContext(ctx, `SELECT p.id FROM external_ids e JOIN players p ON p.uuid = e.uuid
		WHERE e.source = ? AND e.kind = 'player' AND e.external = ?`, bgstatsSource, bp.UUID).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	if target, ok := in.m.mapping[matchKey(name)]; ok {
		if err := in.m.onePerson("bgstats:"+bp.UUID, exportPlayer{}, target); err != nil {
			return 0, err
		}
	}
	if id, err = in.m.findPlayer("", name, exportPlayer{}); err != nil {
		return 0, err
	}
	var uuid string
	if id == 0 {
		if uuid, err = newUUID(); err != nil {
			return 0, err
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO players (uuid, name, folded) VALUES (?, ?, ?)`, uuid, name, foldName(name))
		if err != nil {
			return 0, i18n.Errorf("store player %s: %w", name, err)
		}
		if id, err = res.LastInsertId(); err != nil {
			return 0, err
		}
		in.rep.PlayersAdded++
		in.m.byKey[matchKey(name)] = append(in.m.byKey[matchKey(name)], localPlayer{id: id, uuid: uuid, name: name})
	} else if err := tx.QueryRowContext(ctx, `SELECT uuid FROM players WHERE id = ?`, id).Scan(&uuid); err != nil {
		return 0, err
	}
	if target, ok := in.m.mapping[matchKey(name)]; ok {
		if err := in.m.callAsMapped(id, target); err != nil {
			return 0, err
		}
		if err := in.m.remember(id, name); err != nil {
			return 0, err
		}
	}
	if bp.UUID != "" {
		if _, err := tx.ExecContext(ctx, `INSERT INTO external_ids (source, kind, external, uuid) VALUES (?, 'player', ?, ?)
			ON CONFLICT DO NOTHING`, bgstatsSource, bp.UUID, uuid); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// wholeScore reads BG Stats's score text; talon's scores are whole points.
func wholeScore(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	if n, err := strconv.Atoi(s); err == nil {
		return n, nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f != float64(int(f)) {
		return 0, badFile("score %s is not a whole number", names.Visible(s))
	}
	return int(f), nil
}

// oneLineText keeps comments storable as notes: lines joined, hidden characters
// dropped, cut to the length notes may have.
func oneLineText(s string) string {
	s = strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if names.Hidden(r) && r != '\n' && r != '\t' {
			return -1
		}
		return r
	}, strings.ReplaceAll(s, "\n", " / "))), " ")
	if utf8.RuneCountInString(s) > names.MaxTextRunes {
		s = string([]rune(s)[:names.MaxTextRunes-1]) + "…"
	}
	return s
}
