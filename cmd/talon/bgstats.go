package main

import (
	"encoding/json"
	"errors"
	"io"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// bggGames names talon's games for BG Stats and BoardGameGeek.
var bggGames = map[string]history.BGGGame{
	// BoardGameGeek ids for Catan, San Juan and The Voyages of Marco Polo as given in
	// talon's issue 14 (boardgamegeek.com/boardgame/13, /8217, /171623).
	"catan":      {Name: "Catan", BGGID: 13},
	"san-juan":   {Name: "San Juan", BGGID: 8217},
	"marco-polo": {Name: "The Voyages of Marco Polo", BGGID: 171623},
	// UNKNOWN: Genoa's (Rüdiger Dorn, alea 2001, "Die Händler von Genua") and Neptun's
	// (Dirk Henn, Queen Games 2015) BoardGameGeek ids could not be established from a
	// source at hand; 0 leaves bggId out, and BG Stats matches these games by name.
	"genoa":  {Name: "Genoa", BGGID: 0},
	"neptun": {Name: "Neptun", BGGID: 0},
}

// bgstatsGames are bggGames with each game's score categories (its scorer's, from
// scoring its template), so a breakdown written in the table's language reads back,
// and the names talon's game list knows it by (English, German, Hungarian titles), so
// a BG Stats game called "The Traders of Genoa" or "Die Händler von Genua" is Genoa.
func (f *Factory) bgstatsGames() map[string]history.BGGGame {
	out := make(map[string]history.BGGGame, len(bggGames))
	for id, g := range bggGames {
		if e, ok := f.Games.Lookup(id); ok {
			g.Names = append([]string{e.Name}, e.Aliases...)
			if e.Scorer != nil {
				if r, err := e.Scorer.Score([]byte(e.Scorer.Template())); err == nil {
					g.Categories = r.Categories
				}
			}
		}
		out[id] = g
	}
	return out
}

// bgstatsPushBase is where BG Stats's push link points; the play follows as url-encoded
// JSON. Source: https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/
// ("The link is a simple request URL with this format:
// https://app.bgstatsapp.com/createPlay.html?data=<data>"; bgstats:// with the same path
// works as well). talon linked addPlay.html before, a page the documentation does not name.
const bgstatsPushBase = "https://app.bgstatsapp.com/createPlay.html?data="

// bgstatsPush is the play a push link carries, in the documented format.
type bgstatsPush struct {
	SourceName   string             `json:"sourceName"`
	SourcePlayID string             `json:"sourcePlayId,omitempty"`
	PlayDate     string             `json:"playDate"`
	DurationMin  int                `json:"durationMin,omitempty"`
	Location     string             `json:"location,omitempty"`
	Comments     string             `json:"comments,omitempty"`
	Board        string             `json:"board"`
	Game         bgstatsPushGame    `json:"game"`
	Players      []bgstatsPushScore `json:"players"`
}

type bgstatsPushGame struct {
	Name         string `json:"name"`
	BGGID        int    `json:"bggId,omitempty"`
	HighestWins  bool   `json:"highestWins"`
	NoPoints     bool   `json:"noPoints"`
	SourceGameID string `json:"sourceGameId"`
}

type bgstatsPushScore struct {
	Name           string `json:"name"`
	Score          int    `json:"score"`
	Winner         bool   `json:"winner"`
	Rank           int    `json:"rank"`
	StartPlayer    bool   `json:"startPlayer"`
	Role           string `json:"role"`
	SourcePlayerID string `json:"sourcePlayerId,omitempty"`
}

// bgstatsLink is the push link for a scored play: BG Stats opens with it filled in.
// Its comments carry each player's breakdown and the tie-break line as the export
// file's do (in the table's language), then the notes.
func (f *Factory) bgstatsLink(game string, r scoring.Result, playID string, played time.Time, d history.DetailsChange) string {
	g := bggGames[game]
	push := bgstatsPush{SourceName: "talon", SourcePlayID: playID, PlayDate: played.Local().Format("2006-01-02 15:04:05"),
		Game: bgstatsPushGame{Name: g.Name, BGGID: g.BGGID, HighestWins: true, SourceGameID: game}}
	if d.Duration != nil {
		push.DurationMin = int(d.Duration.Round(time.Minute) / time.Minute)
	}
	if d.Location != nil {
		push.Location = *d.Location
	}
	var notes string
	if d.Notes != nil {
		notes = *d.Notes
	}
	lines := make([]history.BGStatsLine, len(r.Players))
	for i, p := range r.Players {
		push.Players = append(push.Players, bgstatsPushScore{Name: p.Name, Score: p.Total, Winner: p.Winner, Rank: p.Rank, StartPlayer: i == 0})
		lines[i] = history.BGStatsLine{Name: p.Name, Breakdown: p.Breakdown}
	}
	push.Comments = history.BGStatsComments(f.P, game, lines, r.LocalTieBreak(f.P), notes)
	b, _ := json.Marshal(push) // plain data always marshals
	return bgstatsPushBase + url.QueryEscape(string(b))
}

// scoredLink is the push link for a scored play: for a saved play (id > 0) with its
// session UUID and date, so BG Stats knows it again. The players are named as the
// history knows them (linkNames), as `history export --format bgstats` names them.
func (f *Factory) scoredLink(game string, r scoring.Result, id int64, d history.DetailsChange) (string, error) {
	played := f.Now()
	if d.At != nil {
		played = *d.At
	}
	var uuid string
	if id > 0 {
		store, err := f.Store()
		if err != nil {
			return "", err
		}
		s, err := store.Session(f.ctx(), id)
		if err != nil {
			return "", err
		}
		uuid, played = s.UUID, s.Started
	}
	known, err := f.linkNames(r, id)
	if err != nil {
		return "", err
	}
	r.Players = slices.Clone(r.Players)
	rename := make(map[string]string, len(known))
	for i := range r.Players {
		rename[r.Players[i].Name] = known[i]
		r.Players[i].Name = known[i]
	}
	r.RespellTieBreak(rename) // the tie-break line names them so too
	return f.bgstatsLink(game, r, uuid, played, d), nil
}

// linkNames names r's players as the history knows them: a saved play's (id > 0) as
// its seats are named, an unsaved one's as saving it would seat them (the typed
// names where there is no history yet). A link with the names as typed ("Dora" for
// Dóra) would make BG Stats a second player beside the export's (trial-final F2).
func (f *Factory) linkNames(r scoring.Result, id int64) ([]string, error) {
	typed := make([]string, len(r.Players))
	for i, p := range r.Players {
		typed[i] = p.Name
	}
	store, err := f.Store()
	if errors.Is(err, history.ErrNoHistory) && id == 0 {
		return typed, nil
	}
	if err != nil {
		return nil, err
	}
	if id == 0 {
		return store.KnownAs(f.ctx(), typed)
	}
	seats, err := store.SeatNames(f.ctx(), id)  // seat order: the result's (SaveScored)
	if err != nil || len(seats) != len(typed) { // SaveScored seats each of the result's players
		return typed, err
	}
	for i, seat := range seats {
		typed[i] = seat.Name
	}
	return typed, nil
}

// printBGStatsLink prints the push link after a score when asked (with --json the
// link is the JSON's bgstats_link instead), on one line: a terminal's selection takes
// it whole, to send to the phone that has BG Stats. above is the lines the score took.
// A link of some 1,300 characters is 17 lines of an 80-column terminal: where it
// would push the top of the score off the screen (80x24: trial F6), the table reads
// the score first and Enter prints the link, alone on its line so it is copied as is.
func (f *Factory) printBGStatsLink(asked bool, game string, r scoring.Result, id int64, d history.DetailsChange, above int) error {
	if !asked {
		return nil
	}
	link, err := f.scoredLink(game, r, id, d)
	if err != nil {
		return err
	}
	line := "BG Stats: " + link // the app's name and a link: no words to translate
	if !f.Interactive() || f.height() <= 0 || fitsUnder(above, line, f.width(), f.height()) {
		io.WriteString(f.Out, line+"\n")
		return nil
	}
	_, err = f.Prompter.Input(f.P.Sprintf("Press Enter for the BG Stats link (one line: copy it whole)"), nil)
	switch {
	case errors.Is(err, errInterrupted), errors.Is(err, errBack): // not now: say how to get it later
		if id == 0 {
			f.P.Fprintf(f.Out, "No link now: the play was not saved (--no-save); score it again for one.\n")
		} else {
			// one line, but for a long --db: then the command on its own line (errorText)
			line := f.P.Sprintf("No link now; later, `%s history export --format bgstats` writes the play.\n", f.talonAgain())
			io.WriteString(f.Out, errorText(strings.TrimSuffix(line, "\n"), f.width()))
		}
		return nil // the score is saved (or was not to be): exit 0
	case err != nil:
		return err
	}
	io.WriteString(f.Out, link+"\n")
	return nil
}

// fitsUnder says whether line, printed under above lines, leaves their top on a screen
// of width x height: the rows line takes as printed, and the line the cursor is on.
func fitsUnder(above int, line string, width, height int) bool {
	rows := (displayWidth(line) + width - 1) / width
	return above+rows+1 < height
}
