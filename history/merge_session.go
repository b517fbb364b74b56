package history

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"slices"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// record is one session in the form merging compares: players as local ids, JSON
// compacted, times in talon's stored layout.
type record struct {
	Game, Config, Seed string
	Setup              *string
	Status             string
	Started            string
	Ended              *string
	TieBreak           *string
	Notes, Categories  *string
	Seats              []recSeat
	Events             []recEvent
	Results            []recResult
	Details            *exportDetails
	Corrections        []exportCorrection // by made_at, then uuid
	Rounds             []recRound         // by round
}

// recRound is one scored round: a round scored again on one side replaces it there, so
// a merge keeps, round by round, the later scoring.
type recRound struct {
	Round            int
	Result, ScoredAt string
}

type recSeat struct {
	Seat   int
	Player int64
	Colour string
}

type recEvent struct {
	Seq                 int
	Action, Streams, At string
	UndoneAt            *string
}

type recResult struct {
	Seat      int
	Player    int64
	Score     int
	Rank      int
	Winner    bool
	Breakdown string
}

// merge combines the two sides' records of one session. It is symmetric: merge(a, b)
// and merge(b, a) give the same record, or the same conflict.
//
//   - The logs: a move both sides recorded alike (seq, action, random streams) at
//     different times is one move, at the earlier time (sameMovesEarlier). When one
//     is the other with events added (or later undone), the longer
//     one and the state it brought (status, results) win. Else the live logs (undone
//     events left out) are compared the same way: a side whose extra moves were all
//     taken back gives way to the side that went on. Otherwise it is a conflict. A
//     move both sides took back, at their own times, is one event with the earlier
//     undo stamp.
//   - Equal logs: an ended session (finished or abandoned) wins over an active one;
//     two different endings are a conflict.
//   - The setup (game, seed, configuration, seats) must agree.
//   - Details: field by field, each field's later edit wins (merge_details.go); an
//     edited play date brings its start (and a dated play's end) with it.
//   - Corrections are a union, applied oldest first, each to the seats it changed
//     (applyCorrections); the tie-break is the last correction's.
func merge(a, b record) (record, error) {
	if a.Game != b.Game || a.Seed != b.Seed || a.Config != b.Config || !eqPtr(a.Setup, b.Setup) || !slices.Equal(a.Seats, b.Seats) {
		return record{}, i18n.Errorf("the two sides set this session up differently (players, options or seed)")
	}
	a.Events, b.Events = sameMovesEarlier(a.Events, b.Events)
	aAhead, bAhead, at := logOrder(a.Events, b.Events)
	if !aAhead && !bAhead {
		// The logs went different ways, but the moves one side took back do not count:
		// a side whose own events were all undone gives way to the side that went on.
		aAhead, bAhead = takenBack(a.Events, b.Events), takenBack(b.Events, a.Events)
	}
	var out record
	switch {
	case aAhead && bAhead: // the same log, or the same live log
		switch ab, ba := later(a, b), later(b, a); {
		case sameEnding(a, b):
			out = a
			if undoneLater(b.Events, a.Events) {
				out = b // the same moves, different ones taken back: one choice on both sides
			}
		case ab:
			out = a
		case ba:
			out = b
		default:
			return record{}, i18n.Errorf("both sides ended this session, differently (%s and %s)", companion.Status(a.Status), companion.Status(b.Status))
		}
	case aAhead:
		out = a
	case bAhead:
		out = b
	default:
		return record{}, &forkError{reason: i18n.M("the two logs went different ways at event %s", digits(at)), at: at,
			here: forkEvent(a.Events, at), file: forkEvent(b.Events, at)}
	}
	out.Seats, out.Events = slices.Clone(out.Seats), earlierUndos(out.Events, a.Events, b.Events)
	out.Details, out.Started, out.Ended = mergedDetails(out, a, b, nil)
	out.Rounds = laterRounds(a.Rounds, b.Rounds)
	out.Corrections = unionCorrections(a.Corrections, b.Corrections)
	if len(out.Corrections) > 0 {
		results, err := applyCorrections(baseResults(out), out.Corrections)
		if err != nil {
			return record{}, err
		}
		out.Results, out.TieBreak = results, currentTieBreak(out)
	}
	return out, nil
}

// logOrder compares two logs: aAhead when a is b with events added or later undone (or
// equal), bAhead likewise; neither when they differ, at is then the first differing seq.
func logOrder(a, b []recEvent) (aAhead, bAhead bool, at int) {
	aAhead, bAhead = len(a) >= len(b), len(b) >= len(a)
	at = -1
	for i := range min(len(a), len(b)) {
		x, y := a[i], b[i]
		if x.Seq != y.Seq || x.Action != y.Action || x.Streams != y.Streams || x.At != y.At {
			return false, false, min(x.Seq, y.Seq)
		}
		switch {
		case eqPtr(x.UndoneAt, y.UndoneAt):
			continue
		case x.UndoneAt == nil:
			aAhead = false // b undid it since
		case y.UndoneAt == nil:
			bAhead = false
		default: // one move both sides took back, at their own times: one event (earlierUndos)
			continue
		}
		if at < 0 {
			at = x.Seq
		}
	}
	if at < 0 { // the logs agree as far as the shorter goes
		at = min(len(a), len(b)) + 1
	}
	return aAhead, bAhead, at
}

// sameMovesEarlier is a and b (copies) with each move both sides recorded alike — the
// same seq, action and random streams, up to where the logs part — stamped with the
// earlier of its two times: two laptops that entered the same next move of a shared
// game made one move, they did not go different ways (hist-trial2 F13). Both sides take
// the earlier time, so merge(a, b) and merge(b, a) are one log and merging again
// changes nothing.
func sameMovesEarlier(a, b []recEvent) ([]recEvent, []recEvent) {
	a, b = slices.Clone(a), slices.Clone(b)
	for i := range min(len(a), len(b)) {
		x, y := &a[i], &b[i]
		if x.Seq != y.Seq || x.Action != y.Action || x.Streams != y.Streams {
			break
		}
		x.At = min(x.At, y.At)
		y.At = x.At
	}
	return a, b
}

// takenBack says whether the events b has and a does not were all undone, after the
// same moves, taken back alike, on both sides: a went on where b stopped (a may have
// taken back moves of its own, too).
func takenBack(a, b []recEvent) bool {
	fork := 0
	for fork < min(len(a), len(b)) && sameMove(a[fork], b[fork]) && (a[fork].UndoneAt == nil) == (b[fork].UndoneAt == nil) {
		fork++
	}
	if fork < min(len(a), len(b)) && sameMove(a[fork], b[fork]) {
		return false // a move both sides have, taken back on one of them only
	}
	return !slices.ContainsFunc(b[fork:], func(e recEvent) bool { return e.UndoneAt == nil })
}

// earlierUndos is the merged log (a copy of events): a move both sides have and took
// back, each at its own time, keeps the earlier of the two undo stamps, so merge(a, b)
// and merge(b, a) are one log.
func earlierUndos(events, a, b []recEvent) []recEvent {
	out := slices.Clone(events)
	for i := range out {
		if i >= len(a) || i >= len(b) || !sameMove(a[i], b[i]) || !sameMove(out[i], a[i]) ||
			a[i].UndoneAt == nil || b[i].UndoneAt == nil {
			continue
		}
		earlier := min(*a[i].UndoneAt, *b[i].UndoneAt)
		out[i].UndoneAt = &earlier
	}
	return out
}

// sameMove says whether two events are one move, whether or not it was taken back.
func sameMove(x, y recEvent) bool {
	return x.Seq == y.Seq && x.Action == y.Action && x.Streams == y.Streams && x.At == y.At
}

// undoneLater orders two logs with the same live events (different moves taken back
// on each side) by their whole text, so both sides keep the same one.
func undoneLater(a, b []recEvent) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Compare(ja, jb) > 0
}

// later says whether a's ending follows b's: b still active, a ended.
func later(a, b record) bool { return b.Status == "active" && a.Status != "active" }

// sameEnding compares how two records ended. The end time is compared as the length of
// the play, and only when both sides have the same details: an edited date moves start
// and end together, and a date the table gave (details' dated) makes the end the start,
// so the side whose details win the merge brings its times.
func sameEnding(a, b record) bool {
	return a.Status == b.Status && (!eqDetails(a.Details, b.Details) || span(a) == span(b)) && eqPtr(baseTieBreak(a), baseTieBreak(b)) &&
		eqPtr(a.Notes, b.Notes) && eqPtr(a.Categories, b.Categories) &&
		slices.Equal(baseResults(a), baseResults(b))
}

// baseResults are the results as first recorded: before any correction.
func baseResults(r record) []recResult {
	if len(r.Corrections) == 0 {
		return r.Results
	}
	base, err := correctedResults(r.Results, r.Corrections[0].Before)
	if err != nil {
		return r.Results
	}
	return base
}

// correctedResults applies a correction's scores to results (players and breakdowns
// per seat come from the correction when it has them).
func correctedResults(results []recResult, scores json.RawMessage) ([]recResult, error) {
	var lines []correctionLine
	if err := json.Unmarshal(scores, &lines); err != nil {
		return nil, i18n.Errorf("a correction's results: %w", err)
	}
	out := slices.Clone(results)
	for _, l := range lines {
		i := slices.IndexFunc(out, func(r recResult) bool { return r.Seat == l.Seat })
		if i < 0 {
			return nil, i18n.Errorf("a correction names seat %d, which has no result", l.Seat)
		}
		diff := l.Score - out[i].Score
		out[i].Score, out[i].Rank, out[i].Winner = l.Score, l.Rank, l.Winner
		if len(l.Breakdown) > 0 {
			out[i].Breakdown = compactJSON(l.Breakdown)
		} else { // a total without a breakdown: the correction line makes up the difference
			out[i].Breakdown = withCorrectionLine(out[i].Breakdown, diff)
		}
	}
	return out, nil
}

// applyCorrections is the results as first entered with every correction applied,
// oldest first. A correction changes only the seats whose line it changed (its before
// and after differ there), so two corrections of different players, made on two
// laptops from the same score, both count; a seat two corrections changed keeps the
// later one's line. After each, the ranks are the correction's own when the totals
// reached are its totals (a rescored input's tie-breaks kept), else the totals
// re-ranked as CorrectScores ranks them.
func applyCorrections(base []recResult, list []exportCorrection) ([]recResult, error) {
	prev := base
	for _, c := range list {
		var before, after []correctionLine
		if err := errors.Join(json.Unmarshal(c.Before, &before), json.Unmarshal(c.After, &after)); err != nil {
			return nil, i18n.Errorf("a correction's results: %w", err)
		}
		next := slices.Clone(prev)
		same := true // the totals reached are the correction's
		for _, l := range after {
			i := slices.IndexFunc(next, func(r recResult) bool { return r.Seat == l.Seat })
			if i < 0 {
				return nil, i18n.Errorf("a correction names seat %d, which has no result", l.Seat)
			}
			if b := slices.IndexFunc(before, func(x correctionLine) bool { return x.Seat == l.Seat }); b < 0 || changedLine(before[b], l) {
				diff := l.Score - next[i].Score
				next[i].Score = l.Score
				if len(l.Breakdown) > 0 {
					next[i].Breakdown = compactJSON(l.Breakdown)
				} else {
					next[i].Breakdown = withCorrectionLine(next[i].Breakdown, diff)
				}
			}
			same = same && next[i].Score == l.Score
		}
		if same && len(after) == len(next) {
			for _, l := range after {
				i := slices.IndexFunc(next, func(r recResult) bool { return r.Seat == l.Seat })
				next[i].Rank, next[i].Winner = l.Rank, l.Winner
			}
		} else {
			rerankResults(prev, next)
		}
		prev = next
	}
	return prev, nil
}

// withCorrectionLine is a stored breakdown with diff added to its correction line: a
// correction that brings a total without a breakdown (one made on a BG Stats copy,
// whose breakdown is not this record's: totalsOnly) keeps the categories, and the
// correction line makes them add up to the corrected total (review-3 F1). A breakdown
// that does not read as whole points is left as it is.
func withCorrectionLine(breakdown string, diff int) string {
	var b scoring.Breakdown
	if diff == 0 || json.Unmarshal([]byte(breakdown), &b) != nil {
		return breakdown
	}
	out, err := json.Marshal(adjustCorrection(b, diff))
	if err != nil {
		return breakdown
	}
	return compactJSON(out)
}

// changedLine says whether a correction changed a seat's line.
func changedLine(before, after correctionLine) bool {
	return before.Score != after.Score || before.Rank != after.Rank || before.Winner != after.Winner ||
		compactJSON(before.Breakdown) != compactJSON(after.Breakdown)
}

// rerankResults ranks next by its totals as rerank does, prev giving the order of
// players who were tied before.
func rerankResults(prev, next []recResult) {
	before, after := make([]CorrectionLine, len(prev)), make([]CorrectionLine, len(next))
	for i := range prev {
		before[i] = CorrectionLine{Seat: prev[i].Seat, Score: prev[i].Score, Rank: prev[i].Rank}
		after[i] = CorrectionLine{Seat: next[i].Seat, Score: next[i].Score}
	}
	rerank(before, after)
	for i := range next {
		next[i].Rank, next[i].Winner = after[i].Rank, after[i].Winner
	}
}

// correctionLine is one seat's result in a correction's before or after.
type correctionLine struct {
	Seat      int             `json:"seat"`
	Score     int             `json:"score"`
	Rank      int             `json:"rank"`
	Winner    bool            `json:"winner"`
	Breakdown json.RawMessage `json:"breakdown,omitempty"`
}

// mergedDetails merges a's and b's details into out (the record whose log won) and
// dates it: by the side whose edit of the play date won, else as out is. prefer, when
// a or b, wins the ties (merge_details.go).
func mergedDetails(out, a, b record, prefer *exportDetails) (*exportDetails, string, *string) {
	d, dateFrom := mergeDetails(a.Details, b.Details, prefer)
	if dateFrom == nil {
		if d != nil && d.Dated {
			// A dated play ends at its start. A side whose record was not dated (a BG
			// Stats play read by a talon before such plays were dated, ending at start +
			// duration) takes the other side's mark, and with it the end (hist-trial2 F36).
			return d, out.Started, endAtStart(out.Ended, out.Started)
		}
		return d, out.Started, out.Ended
	}
	src := a
	if dateFrom == b.Details {
		src = b
	}
	if d.Dated { // the date the table gave dates the play, start and end
		return d, src.Started, endAtStart(out.Ended, src.Started)
	}
	return d, src.Started, shiftEnd(out, src.Started)
}

// span is the time from start to end, or -1 without an end.
func span(r record) time.Duration {
	if r.Ended == nil {
		return -1
	}
	s, err1 := time.Parse(time.RFC3339Nano, r.Started)
	e, err2 := time.Parse(time.RFC3339Nano, *r.Ended)
	if err1 != nil || err2 != nil {
		return -2
	}
	return e.Sub(s)
}

// shiftEnd keeps the merged play's length when its start moves to started.
func shiftEnd(r record, started string) *string {
	if r.Ended == nil {
		return nil
	}
	s0, err1 := time.Parse(time.RFC3339Nano, r.Started)
	e0, err2 := time.Parse(time.RFC3339Nano, *r.Ended)
	s1, err3 := time.Parse(time.RFC3339Nano, started)
	if err1 != nil || err2 != nil || err3 != nil {
		return r.Ended
	}
	end := formatTime(s1.Add(e0.Sub(s0)))
	return &end
}

// endAtStart is the end of a dated play: its start, when it has ended.
func endAtStart(ended *string, started string) *string {
	if ended == nil {
		return nil
	}
	return &started
}

// laterRounds merges two sides' rounds: every round either side scored, the later
// scoring of each (the larger text when both were scored at one instant).
func laterRounds(a, b []recRound) []recRound {
	out := slices.Clone(a)
	for _, r := range b {
		i := slices.IndexFunc(out, func(x recRound) bool { return x.Round == r.Round })
		switch {
		case i < 0:
			out = append(out, r)
		case r.ScoredAt > out[i].ScoredAt || r.ScoredAt == out[i].ScoredAt && r.Result > out[i].Result:
			out[i] = r
		}
	}
	slices.SortFunc(out, func(x, y recRound) int { return x.Round - y.Round })
	return out
}

func unionCorrections(a, b []exportCorrection) []exportCorrection {
	out := slices.Clone(a)
	for _, c := range b {
		if !slices.ContainsFunc(out, func(x exportCorrection) bool { return x.UUID == c.UUID }) {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(x, y exportCorrection) int {
		if x.MadeAt != y.MadeAt {
			return cmpString(x.MadeAt, y.MadeAt)
		}
		return cmpString(x.UUID, y.UUID)
	})
	return out
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func eqDetails(a, b *exportDetails) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Location == b.Location && a.Notes == b.Notes && eqPtr(a.DurationSeconds, b.DurationSeconds) &&
		eqPtr(a.EditedAt, b.EditedAt) && a.Dated == b.Dated && eqPtr(a.LocationAt, b.LocationAt) &&
		eqPtr(a.NotesAt, b.NotesAt) && eqPtr(a.DurationAt, b.DurationAt) && eqPtr(a.DateAt, b.DateAt)
}

func eqPtr[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// compactJSON is JSON text in one canonical form, so two sides holding the same data
// compare equal however a tool re-wrote the file: no insignificant space, every string
// written as Go writes it (UTF-8, not \u00c1 escapes), members in their order and
// numbers as written. Invalid text passes unchanged (it was validated before).
func compactJSON(b []byte) string {
	var out bytes.Buffer
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	type level struct {
		object bool
		n      int // values (or keys and values) written so far
	}
	var stack []level
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return string(b)
		}
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			stack = stack[:len(stack)-1]
			out.WriteByte(byte(d))
			continue
		}
		if len(stack) > 0 {
			top := &stack[len(stack)-1]
			switch {
			case top.object && top.n%2 == 1:
				out.WriteByte(':')
			case top.n > 0:
				out.WriteByte(',')
			}
			top.n++
		}
		switch v := tok.(type) {
		case json.Delim:
			out.WriteByte(byte(v))
			stack = append(stack, level{object: v == '{'})
		case json.Number:
			out.WriteString(v.String())
		default: // string, bool, nil
			if err := enc.Encode(v); err != nil {
				return string(b)
			}
			out.Truncate(out.Len() - 1) // Encode's newline
		}
	}
	return out.String()
}

// equalRecords says whether merging changed anything.
func equalRecords(a, b record) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(ja, jb)
}
