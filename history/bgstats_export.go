package history

import (
	"bufio"
	"context"
	"crypto/sha1"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// ExportBGStats writes the finished plays the filter picks as a BG Stats file, play
// dates in loc. Each score is its breakdown's sum, the seat order and first seat
// (start player) come from the table, options and seed go in the play's board and the
// breakdown, then the notes, in its comments. A play or player that came from BG Stats
// keeps its BG Stats UUID, so BG Stats recognises it. games names each talon game and
// its BoardGameGeek id; lang is the comments' language (the categories).
//
// The plays are written as they are read, before the players, locations and games they
// refer to (a JSON object's members have no order), so memory stays flat however many
// plays there are: only the group's players, places and games are held.
func (s *Store) ExportBGStats(ctx context.Context, w io.Writer, f PlayFilter, games map[string]BGGGame, loc *time.Location, lang *i18n.Printer) error {
	if lang == nil {
		lang = i18n.NewPrinter(i18n.English)
	}
	file := BGStatsFile{Players: []BGStatsPlayer{}, Locations: []BGStatsLocation{}, Games: []BGStatsGame{}}
	out := bufio.NewWriterSize(w, 64<<10)
	out.WriteString("{\n  \"plays\": [")
	plays := 0
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		ids := bgstatsIDs{players: map[int64]int{}, locations: map[string]int{}, games: map[string]int{}}
		external, err := externalUUIDs(ctx, tx)
		if err != nil {
			return err
		}
		where, args := f.where()
		return eachRow(ctx, tx, `SELECT s.id, s.uuid, s.game, s.config, s.seed, s.started_at, s.ended_at, s.tie_break,
				coalesce(d.location, ''), coalesce(d.notes, ''), d.duration_seconds, `+firstSeatSQL+`
			FROM `+f.byDate()+` LEFT JOIN play_details d ON d.session_uuid = s.uuid
			WHERE `+where+` ORDER BY `+playedAt+`, s.id`, func(rows *sql.Rows) error {
			var (
				id                              int64
				uuid, game, config, seed, start string
				ended, tieBreak                 *string
				location, notes                 string
				seconds                         *int64
				first                           int
			)
			if err := rows.Scan(&id, &uuid, &game, &config, &seed, &start, &ended, &tieBreak, &location, &notes, &seconds, &first); err != nil {
				return err
			}
			started, err := parseTime(start)
			if err != nil {
				return err
			}
			var cfg companion.Config
			if err := json.Unmarshal([]byte(config), &cfg); err != nil {
				return err
			}
			p := BGStatsPlay{UUID: uuid, PlayDate: started.In(loc).Format(bgstatsLayout), Board: boardText(cfg, seed),
				GameRefID: ids.game(&file, game, games)}
			if u, ok := external["play:"+uuid]; ok {
				p.UUID = u
			}
			if seconds != nil {
				p.DurationMin = int((*seconds + 59) / 60)
			}
			if location != "" {
				p.LocationRefID = ids.location(&file, location)
			}
			lines, err := resultLines(ctx, tx, id)
			if err != nil {
				return err
			}
			seats, err := seatPlayers(ctx, tx, id)
			if err != nil {
				return err
			}
			// One name per player, in the players list and in the comments: the player
			// as this history calls them (a seat may have been typed "Ánna" for anna).
			comments := make([]BGStatsLine, 0, len(lines))
			typed, known := make([]string, len(lines)), make([]string, len(lines))
			for i, l := range lines {
				sp := seats[l.Seat]
				typed[i], known[i] = typedName(companion.Session{Config: cfg}, l.Seat), sp.name
				p.PlayerScores = append(p.PlayerScores, BGStatsPlayerScore{
					PlayerRefID: ids.player(&file, sp, external), Score: strconv.Itoa(breakdownSum(l.Breakdown)),
					// The start player is the game's first player (firstPlayers), seat 1 where
					// the setup does not say otherwise.
					Winner: l.Winner, Rank: l.Rank, SeatOrder: l.Seat + 1, StartPlayer: l.Seat == first})
				comments = append(comments, BGStatsLine{Name: sp.name, Breakdown: l.Breakdown})
			}
			// The tie-break line names the players as the lines above do, in their language.
			tie := scoring.Result{TieBreak: respellTieBreak(tieBreak, typed, known)}
			p.Comments = BGStatsComments(lang, game, comments, tie.LocalTieBreak(lang), notes)
			b, err := json.MarshalIndent(p, "    ", "  ")
			if err != nil {
				return err
			}
			if plays++; plays > 1 {
				out.WriteByte(',')
			}
			out.WriteString("\n    ")
			_, err = out.Write(b)
			return err
		}, args...)
	})
	if err != nil {
		return err
	}
	if plays > 0 {
		out.WriteString("\n  ")
	}
	out.WriteString("]")
	for _, list := range []struct {
		key  string
		list any
	}{{"players", file.Players}, {"locations", file.Locations}, {"games", file.Games}} {
		b, err := json.MarshalIndent(list.list, "  ", "  ")
		if err != nil {
			return err
		}
		fmt.Fprintf(out, ",\n  %q: %s", list.key, b)
	}
	out.WriteString("\n}\n")
	return out.Flush()
}

// bgstatsIDs numbers the file's players, locations and games as they are first met.
type bgstatsIDs struct {
	players   map[int64]int
	locations map[string]int
	games     map[string]int
}

type seatPlayer struct {
	id         int64
	uuid, name string
}

func (b *bgstatsIDs) player(file *BGStatsFile, p seatPlayer, external map[string]string) int {
	if id, ok := b.players[p.id]; ok {
		return id
	}
	id := len(b.players) + 1
	b.players[p.id] = id
	uuid := p.uuid
	if u, ok := external["player:"+p.uuid]; ok {
		uuid = u
	}
	file.Players = append(file.Players, BGStatsPlayer{ID: id, UUID: uuid, Name: p.name})
	return id
}

func (b *bgstatsIDs) location(file *BGStatsFile, name string) int {
	if id, ok := b.locations[name]; ok {
		return id
	}
	id := len(b.locations) + 1
	b.locations[name] = id
	file.Locations = append(file.Locations, BGStatsLocation{ID: id, UUID: nameUUID("location:" + name), Name: name})
	return id
}

func (b *bgstatsIDs) game(file *BGStatsFile, game string, games map[string]BGGGame) int {
	if id, ok := b.games[game]; ok {
		return id
	}
	id := len(b.games) + 1
	b.games[game] = id
	g := games[game]
	if g.Name == "" {
		g.Name = game
	}
	file.Games = append(file.Games, BGStatsGame{ID: id, UUID: nameUUID("game:" + game), Name: g.Name, BGGID: g.BGGID, HighestWins: true})
	return id
}

// nameUUID is a fixed UUID-shaped id for a name, so the same location or game has
// the same id in every file talon writes.
func nameUUID(name string) string {
	h := sha1.Sum([]byte("talon:" + name))
	h[6] = h[6]&0x0f | 0x50 // version 5 shape
	h[8] = h[8]&0x3f | 0x80
	x := hex.EncodeToString(h[:16])
	return x[0:8] + "-" + x[8:12] + "-" + x[12:16] + "-" + x[16:20] + "-" + x[20:32]
}

// boardText is a play's options and seed, for BG Stats's board field.
func boardText(cfg companion.Config, seed string) string {
	var parts []string
	keys := make([]string, 0, len(cfg.Options))
	for k := range cfg.Options {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s=%v", k, cfg.Options[k]))
	}
	if seed != "" {
		parts = append(parts, "seed "+seed)
	}
	return strings.Join(parts, ", ")
}

// breakdownSum is a breakdown's total: what BG Stats gets as the score.
func breakdownSum(b scoring.Breakdown) int {
	total := 0
	for _, p := range b {
		total += p.Points
	}
	return total
}

// seatPlayers are a session's players by seat.
func seatPlayers(ctx context.Context, q querier, id int64) (map[int]seatPlayer, error) {
	out := map[int]seatPlayer{}
	err := eachRow(ctx, q, `SELECT st.seat, p.id, p.uuid, p.name FROM seats st JOIN players p ON p.id = st.player_id
		WHERE st.session_id = ?`, func(rows *sql.Rows) error {
		var seat int
		var p seatPlayer
		err := rows.Scan(&seat, &p.id, &p.uuid, &p.name)
		out[seat] = p
		return err
	}, id)
	return out, err
}

// externalUUIDs maps "play:<session uuid>" and "player:<player uuid>" to BG Stats's
// UUIDs for what came from BG Stats.
func externalUUIDs(ctx context.Context, q querier) (map[string]string, error) {
	out := map[string]string{}
	err := eachRow(ctx, q, `SELECT kind, external, uuid FROM external_ids WHERE source = ?`, func(rows *sql.Rows) error {
		var kind, external, uuid string
		err := rows.Scan(&kind, &external, &uuid)
		out[kind+":"+uuid] = external
		return err
	}, bgstatsSource)
	return out, err
}
