package history

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/names"

	"github.com/talon-games/talon/companion/i18n"
)

// BGStatsReport says what a BG Stats import did.
type BGStatsReport struct {
	PlaysAdded     int `json:"plays_added"`
	PlaysUnchanged int `json:"plays_unchanged"` // imported before (or talon's own)
	PlaysSkipped   int `json:"plays_skipped"`   // deleted here
	// PlaysRedated are plays already here, read by a talon that dated them by their end,
	// now dated by their playDate (of PlaysUnchanged).
	PlaysRedated int            `json:"plays_redated"`
	PlayersAdded int            `json:"players_added"`
	OtherGames   map[string]int `json:"other_games"` // plays of games talon does not keep, by name
	NotesCut     []i18n.Message `json:"notes_cut"`   // plays whose notes were cut to fit (English in JSON)
	// OtherIDs are the games of OtherGames named as one of talon's games is, left out
	// because their BoardGameGeek id is another (an expansion, another edition): a game
	// with an id is matched by its id, not by its name.
	OtherIDs []BGStatsOtherID `json:"other_bgg_ids"`
}

// BGStatsOtherID is a game of a BG Stats file named like one of talon's games, but
// with another BoardGameGeek id.
type BGStatsOtherID struct {
	Name      string `json:"name"`        // as the file names it (as OtherGames has it)
	BGGID     int    `json:"bgg_id"`      // the file's id for it
	Game      string `json:"game"`        // the talon game it is named like
	GameBGGID int    `json:"game_bgg_id"` // that game's id
	Plays     int    `json:"plays"`       // its plays left out
}

// ImportBGStats adds the plays of a BG Stats file whose games talon knows (by
// BoardGameGeek id, else by name) as finished sessions with their results, in one
// transaction: a file with a bad play (a name with a control character, a player the
// file does not list, a date that is not one, two plays with one uuid, a part over its
// bound, a value of the wrong kind) is refused whole, nothing imported, the play
// named. Plays of other games are counted and left out. BG Stats's UUIDs are
// remembered, so importing the file again changes nothing; a play talon exported keeps
// its talon UUID and is recognised too. Players are matched by their BG Stats UUID,
// then by name (case and accents ignored; opts.Map as for Import), else added. Play
// dates are read in loc.
//
// The file is read as it comes (readBGStats): the plays wait in a temporary table
// until the players and games they name have been read, so memory stays flat.
func (s *Store) ImportBGStats(ctx context.Context, r io.Reader, games map[string]BGGGame, loc *time.Location, opts ImportOptions) (BGStatsReport, error) {
	rep := BGStatsReport{OtherGames: map[string]int{}, NotesCut: []i18n.Message{}, OtherIDs: []BGStatsOtherID{}}
	err := s.inWrite(ctx, func(tx *sql.Tx) error {
		m, err := newMerger(ctx, tx, opts, &ImportReport{})
		if err != nil {
			return err
		}
		defer m.cleanup()
		if _, err := tx.ExecContext(ctx, `CREATE TEMP TABLE bgstats_plays (n INTEGER PRIMARY KEY, uuid TEXT UNIQUE, play TEXT NOT NULL)`); err != nil {
			return err
		}
		defer tx.ExecContext(ctx, `DROP TABLE IF EXISTS temp.bgstats_plays`)
		in := bgstatsImport{m: m, games: games, loc: loc, rep: &rep}
		if err := readBGStats(r, &in.file, in.hold); err != nil {
			return err
		}
		if err := in.run(); err != nil {
			return err
		}
		slices.SortFunc(rep.OtherIDs, func(a, b BGStatsOtherID) int {
			return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.BGGID, b.BGGID))
		})
		return fillNameSince(ctx, tx) // the players it added are known since their first play
	})
	if err != nil {
		return BGStatsReport{}, err
	}
	return rep, nil
}

type bgstatsImport struct {
	m       *merger
	file    BGStatsFile // the players, locations and games; the plays wait in bgstats_plays
	games   map[string]BGGGame
	loc     *time.Location
	rep     *BGStatsReport
	players map[int]BGStatsPlayer
	places  map[int]string
	// namedLike are the file's games (by their id in the file) named like a talon game
	// whose BoardGameGeek id is another; otherID where each is in rep.OtherIDs, once it
	// has a play.
	namedLike map[int]BGStatsOtherID
	otherID   map[int]int
}

// hold keeps play n until the file has been read, refusing a uuid listed twice.
func (in *bgstatsImport) hold(n int, p BGStatsPlay) error {
	ctx, tx := in.m.ctx, in.m.tx
	if p.UUID != "" {
		var first int
		err := tx.QueryRowContext(ctx, `SELECT n FROM temp.bgstats_plays WHERE uuid = ?`, p.UUID).Scan(&first)
		if err == nil {
			return badFile("play %s has the uuid of play %s (%s)", digits(n), digits(first), names.Visible(p.UUID))
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
	}
	b, err := json.Marshal(p)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO temp.bgstats_plays (n, uuid, play) VALUES (?, nullif(?, ''), ?)`, n, p.UUID, b)
	return err
}

func (in *bgstatsImport) run() error {
	if err := checkBGStatsKeys(in.file); err != nil {
		return err
	}
	in.players, in.places = map[int]BGStatsPlayer{}, map[int]string{}
	for _, p := range in.file.Players {
		in.players[p.ID] = p
	}
	for _, l := range in.file.Locations {
		in.places[l.ID] = l.Name
	}
	talonGame := map[int]string{}
	fileGame := map[int]string{}
	in.namedLike, in.otherID = map[int]BGStatsOtherID{}, map[int]int{}
	for _, g := range in.file.Games {
		fileGame[g.ID] = g.Name
		for _, id := range slices.Sorted(maps.Keys(in.games)) {
			switch known := in.games[id]; {
			case bggGameMatches(g, id, known):
				talonGame[g.ID] = id
			case bggGameNamed(g, id, known):
				in.namedLike[g.ID] = BGStatsOtherID{Name: names.Escape(g.Name), BGGID: g.BGGID, Game: id, GameBGGID: known.BGGID}
			}
		}
	}
	// The plays in the file's order, a batch at a time (a statement is not left open
	// while the plays are written).
	for after := 0; ; {
		var batch []heldPlay
		err := eachRow(in.m.ctx, in.m.tx, `SELECT n, play FROM temp.bgstats_plays WHERE n > ? ORDER BY n LIMIT 256`, func(rows *sql.Rows) error {
			var h heldPlay
			var text string
			if err := rows.Scan(&h.n, &text); err != nil {
				return err
			}
			batch = append(batch, h)
			return json.Unmarshal([]byte(text), &batch[len(batch)-1].play)
		}, after)
		if err != nil || len(batch) == 0 {
			return err
		}
		for _, h := range batch {
			p := h.play
			err := in.play(talonGame, fileGame, p)
			if err != nil {
				var bad *BadFileError
				if errors.As(err, &bad) {
					return badFile("play %s (%s, %s): %v", digits(h.n), names.Visible(p.UUID), names.Visible(p.PlayDate), bad)
				}
				return err
			}
		}
		after = batch[len(batch)-1].n
	}
}

// bggGameMatches says whether the file's game g is talon's game id: by BoardGameGeek
// id when both know one (a game of another id is another game, whatever its name),
// else by its name, talon's id or one of the game's other names, ignoring case and
// accents.
func bggGameMatches(g BGStatsGame, id string, known BGGGame) bool {
	if g.BGGID != 0 && known.BGGID != 0 {
		return g.BGGID == known.BGGID
	}
	return bggGameNamed(g, id, known)
}

// bggGameNamed says whether the file names its game g as talon names its game id: by
// talon's id, its name or one of its other names, ignoring case and accents.
func bggGameNamed(g BGStatsGame, id string, known BGGGame) bool {
	name := companion.Fold(g.Name)
	return name != "" && slices.ContainsFunc(append([]string{id, known.Name}, known.Names...), func(n string) bool {
		return companion.Fold(n) == name
	})
}

// heldPlay is a play read back from bgstats_plays, with its number in the file.
type heldPlay struct {
	n    int
	play BGStatsPlay
}

// play adds one play of a game talon keeps and counts one of another game, or returns
// a BadFileError saying why the file is refused.
func (in *bgstatsImport) play(talonGame, fileGame map[int]string, p BGStatsPlay) error {
	ctx, tx := in.m.ctx, in.m.tx
	game, ok := talonGame[p.GameRefID]
	if !ok {
		name, listed := fileGame[p.GameRefID]
		if !listed {
			return badFile("it names game %s, which the file does not list", digits(p.GameRefID))
		}
		in.rep.OtherGames[names.Escape(name)]++
		if o, named := in.namedLike[p.GameRefID]; named {
			i, counted := in.otherID[p.GameRefID]
			if !counted {
				i = len(in.rep.OtherIDs)
				in.otherID[p.GameRefID] = i
				in.rep.OtherIDs = append(in.rep.OtherIDs, o)
			}
			in.rep.OtherIDs[i].Plays++
		}
		return nil
	}
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
		redated, err := redateCopy(ctx, tx, p.UUID)
		in.rep.PlaysRedated += redated
		return err
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
	if _, err := writeRecord(in.m, 0, uuid, rec); err != nil {
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
	ordered := seatOrdered(p.PlayerScores)
	// playDate is the date the table gave the play, as `talon score --at` is: the play
	// is dated by it (its end is its start, and it is marked dated), so a play begun at
	// 23:30 stays on its evening in lists, filters, months and CSV (hist-trial2 F8).
	// durationMin is kept as the play's duration.
	start := formatTime(started)
	rec := record{Game: game, Status: "finished", Started: start, Ended: &start}
	if err := checkComments(p.Comments); err != nil {
		return rec, err
	}
	comments := strings.Split(p.Comments, "\n")
	var config struct {
		Players []map[string]string `json:"players"`
	}
	seats := make([]seatScore, len(ordered))
	seen := map[int64]BGStatsPlayer{} // local player → the file's player seated as them
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
		if other, ok := seen[id]; ok {
			if other.ID == bp.ID {
				return rec, badFile("%s is seated twice", name)
			}
			// Two of the file's players are one person here: the same name ignoring case
			// and accents, or joined by --map (the file's uuids are distinct: checkBGStatsKeys).
			return rec, badFile("the file's players %s (%s) and %s (%s) are one player here", digits(other.ID),
				names.Visible(other.Name), digits(bp.ID), names.Visible(bp.Name))
		}
		seen[id] = bp
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
			// A correction line is no category of the game's: a corrected play keeps it
			// in the breakdown only (history show adds its row once, "Correction").
			if p.Category != CorrectionCategory && !slices.Contains(categories, p.Category) {
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
		if used[i] {
			continue
		}
		// talon's tie-break line (bgstats_comments.go) is the play's tie-break again, not
		// a note: read back, the play says why its ranks are as they are, and is written
		// out again with one tie-break line. The first such line is it.
		if text, ok := commentTieBreak(line); ok && rec.TieBreak == nil && plainText("tie_break", text, maxActionRunes) == nil {
			rec.TieBreak = &text
			continue
		}
		notes = append(notes, line)
	}
	text, cut := oneLineText(strings.Join(notes, "\n"))
	if cut {
		in.rep.NotesCut = append(in.rep.NotesCut, i18n.M("play %s (%s)", names.Visible(p.UUID), names.Escape(p.PlayDate)))
	}
	details := exportDetails{Location: in.places[p.LocationRefID], Notes: text, Dated: true}
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
	rec.Details = &details
	return rec, nil
}

// seatOrdered is a play's score lines in seat order. seatOrder numbers the seats from
// 1 in talon's files; a play whose seat orders are 0, 1, … n-1 numbers them from 0.
// INFERRED: BG Stats's own files seem to number seats from 0 (the start player's line
// at 0); not verified against a real backup. Otherwise a line with no seat order (0)
// keeps its place in the file after the numbered ones.
func seatOrdered(lines []BGStatsPlayerScore) []BGStatsPlayerScore {
	ordered := slices.Clone(lines)
	zeroBased := true
	for i := range lines {
		if !slices.ContainsFunc(lines, func(l BGStatsPlayerScore) bool { return l.SeatOrder == i }) {
			zeroBased = false
		}
	}
	key := func(l BGStatsPlayerScore) int {
		if l.SeatOrder > 0 || zeroBased {
			return l.SeatOrder
		}
		return 1 << 20
	}
	slices.SortStableFunc(ordered, func(a, b BGStatsPlayerScore) int { return key(a) - key(b) })
	return ordered
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
	if s == "" { // "21++5": a part no one typed is not a 0 (hist-trial2 F6)
		return 0, badFile("a score has an empty part")
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

// checkComments refuses comments no one typed: over their bound, or holding a control
// character other than a line break or a tab. (Invisible format characters, such as
// an emoji's joiner, are dropped when the notes are kept: oneLineText.)
func checkComments(s string) error {
	if len(s) > maxBGStatsComments {
		return badFile("its comments are longer than %d bytes", maxBGStatsComments)
	}
	for _, r := range s {
		if unicode.IsControl(r) && r != '\n' && r != '\r' && r != '\t' {
			return badFile("its comments hold the control character %U", r)
		}
	}
	return nil
}

// oneLineText keeps comments storable as notes: lines joined, hidden characters
// dropped, cut to the length notes may have (cut says so).
func oneLineText(s string) (text string, cut bool) {
	s = strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if names.Hidden(r) && r != '\n' && r != '\t' {
			return -1
		}
		return r
	}, strings.ReplaceAll(s, "\n", " / "))), " ")
	if utf8.RuneCountInString(s) > names.MaxTextRunes {
		return string([]rune(s)[:names.MaxTextRunes-1]) + "…", true
	}
	return s, false
}

// redateCopy dates by its start a play read from BG Stats (external, its id there) by
// a talon before 24 November 2026, which dated such plays by their end (start +
// durationMin): meeting the play again repairs it, as the import dates it now
// (hist-trial2 F36). Only a copy is touched: a finished session without moves, not
// dated; talon's own record keeps its times. It returns 1 when it re-dated the play.
func redateCopy(ctx context.Context, tx *sql.Tx, external string) (int, error) {
	var uuid, started, ended string
	err := tx.QueryRowContext(ctx, `SELECT s.uuid, s.started_at, s.ended_at FROM sessions s
		WHERE s.uuid IN (SELECT uuid FROM external_ids WHERE source = ?1 AND kind = 'play' AND external = ?2)
			AND s.status = 'finished' AND s.ended_at IS NOT NULL AND s.ended_at != s.started_at
			AND NOT EXISTS (SELECT 1 FROM events e WHERE e.session_id = s.id)
			AND NOT EXISTS (SELECT 1 FROM play_details d WHERE d.session_uuid = s.uuid AND d.dated)`,
		bgstatsSource, external).Scan(&uuid, &started, &ended)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	var seconds *int64
	if took := span(record{Started: started, Ended: &ended}); took > 0 && took <= maxKeptSpan {
		n := int64(took / time.Second)
		seconds = &n
	}
	if _, err := tx.ExecContext(ctx, `UPDATE sessions SET ended_at = started_at WHERE uuid = ?`, uuid); err != nil {
		return 0, err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO play_details (session_uuid, duration_seconds, dated) VALUES (?1, ?2, 1)
		ON CONFLICT (session_uuid) DO UPDATE SET dated = 1, duration_seconds = coalesce(duration_seconds, ?2)`, uuid, seconds)
	return 1, err
}
