package history

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// A tie-break line is stored as the game wrote it, naming the players as typed at the
// table; `talon history --json` names them as the history knows them, as `history show`
// does (scoring.Result.RespellTieBreak), when a seat's typed name differs from the name
// its player goes by. The plays are respelled as they are read from their rows
// (eachPlayedWhere), and so kept (keptFormat 4): a respelling writes again the lines
// of the plays it touches, as it does for their players' names. The lines of a file
// of form 3 (keptAsTyped) are respelled as they are handed on (knownTieBreaks).

// typedSeatsSQL is, for a play s with a tie-break line, each seat's name as typed at the
// table, packed "bytes:name;…" in seat order as eachPlayedWhere packs the players (NULL
// without a tie-break line: the common play costs nothing more).
const typedSeatsSQL = `iif(s.tie_break IS NULL, NULL,
	(SELECT group_concat(octet_length(t.typed) || ':' || t.typed, ';' ORDER BY t.seat) FROM
		(SELECT r.seat, ifnull(json_extract(s.config, '$.players[' || r.seat || '].name'), '') AS typed
			FROM results r WHERE r.session_id = s.id) t))`

// unpackTyped reads typedSeatsSQL's text (or seatNamesSQL's); a part it cannot read
// ends the list.
func unpackTyped(packed string) []string {
	var out []string
	for packed != "" {
		head, rest, ok := strings.Cut(packed, ":")
		n, err := strconv.Atoi(head)
		if !ok || err != nil || n < 0 || n > len(rest) {
			break
		}
		out = append(out, rest[:n])
		packed = strings.TrimPrefix(rest[n:], ";")
	}
	return out
}

// respellTieBreak is line with each seat's typed name (typed) written as the name its
// player goes by (known, in the same seat order); line itself when no seat's names
// differ, or the line names none of those that do.
func respellTieBreak(line *string, typed, known []string) *string {
	if line == nil || len(typed) != len(known) {
		return line
	}
	differ := false
	for i, t := range typed {
		differ = differ || t != "" && known[i] != "" && t != known[i]
	}
	if !differ {
		return line
	}
	rename := make(map[string]string, len(typed))
	for i, t := range typed {
		if t != "" && known[i] != "" {
			rename[t] = known[i]
		}
	}
	text := *line
	r := scoring.Result{TieBreak: &text}
	r.RespellTieBreak(rename)
	return r.TieBreak
}

// tieBreakMember begins a kept line's tie-break, its last member (PlayedEncoder).
const tieBreakMember = ",\n    \"tie_break\": "

// lineEnd ends every kept line.
const lineEnd = "\n  }"

// endsInTieBreak says whether a kept line has a tie-break: its last member is then a
// string, the players' list otherwise.
func endsInTieBreak(line []byte) bool {
	n := len(line) - len(lineEnd)
	return n > 0 && line[n-1] == '"' && string(line[n:]) == lineEnd
}

// lineSession is the session a kept line is of (its first member).
func lineSession(line []byte) (int64, bool) {
	rest, ok := bytes.CutPrefix(line, []byte("{\n    \"session_id\": "))
	if !ok {
		return 0, false
	}
	end := bytes.IndexByte(rest, ',')
	if end < 0 {
		return 0, false
	}
	id, err := strconv.ParseInt(string(rest[:end]), 10, 64)
	return id, err == nil
}

// knownTieBreaks respells the tie-break lines of kept lines of form keptAsTyped as
// they are handed on.
type knownTieBreaks struct {
	at     map[int64]int // the lines with a tie-break, by session
	ids    []byte        // their sessions, as a JSON array
	unsure []byte        // those whose names may be typed otherwise, so too
	needle []byte
	enc    PlayedEncoder
	// configsSQL and seatNamesSQL, prepared once for every month's look
	configs, seatNames *sql.Stmt
}

// close closes the prepared statements.
func (k *knownTieBreaks) close() {
	for _, stmt := range []*sql.Stmt{k.configs, k.seatNames} {
		if stmt != nil {
			stmt.Close()
		}
	}
}

// configsSQL reads the config (the names typed at the table) of the sessions in a JSON
// array.
const configsSQL = `SELECT id, config FROM sessions WHERE id IN (SELECT value FROM json_each(?))`

// seatNamesSQL reads the seats of the sessions in a JSON array: for each session, its
// seats' names as typed and the names their players go by, as JSON arrays in seat order.
const seatNamesSQL = `SELECT id, json_group_array(typed ORDER BY seat), json_group_array(known ORDER BY seat)
	FROM (SELECT r.session_id AS id, r.seat AS seat, ifnull(json_extract(s.config, '$.players[' || r.seat || '].name'), '') AS typed,
			` + playerNameSQL + ` AS known
		FROM results r JOIN sessions s ON s.id = r.session_id LEFT JOIN players p ON p.id = r.player_id
		WHERE r.session_id IN (SELECT value FROM json_each(?)))
	GROUP BY id`

// respell writes again, in place in lines, each line whose tie-break names a player
// as typed where the history knows them otherwise. A line without a tie-break (its
// last bytes say so) costs nothing. One with a tie-break costs a look at its session's
// config: when the line names every player as typed there (most do), it is kept; the
// others' seats are read and their lines respelled.
func (k *knownTieBreaks) respell(ctx context.Context, q preparer, lines [][]byte) error {
	if k.at == nil {
		k.at = map[int64]int{}
	}
	clear(k.at)
	k.ids, k.unsure = append(k.ids[:0], '['), k.unsure[:0]
	for i, line := range lines {
		if !endsInTieBreak(line) {
			continue
		}
		id, ok := lineSession(line)
		if !ok {
			continue
		}
		if len(k.at) > 0 {
			k.ids = append(k.ids, ',')
		}
		k.ids = strconv.AppendInt(k.ids, id, 10)
		k.at[id] = i
	}
	if len(k.at) == 0 {
		return nil
	}
	k.ids = append(k.ids, ']')
	if err := k.lookAtConfigs(ctx, q, lines); err != nil || len(k.unsure) == 0 {
		return err
	}
	rows, err := k.query(ctx, q, &k.seatNames, seatNamesSQL, "["+string(k.unsure)+"]")
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id           int64
			typed, known sql.RawBytes
			s            seatNames
		)
		if err := rows.Scan(&id, &typed, &known); err != nil {
			return err
		}
		i, ok := k.at[id]
		if ok && json.Unmarshal(typed, &s.typed) == nil && json.Unmarshal(known, &s.known) == nil {
			lines[i] = k.respelled(lines[i], s)
		}
	}
	return rows.Err()
}

// preparer is a read's transaction, on which knownTieBreaks prepares its statements.
type preparer interface {
	querier
	PrepareContext(ctx context.Context, query string) (*sql.Stmt, error)
}

// query runs *stmt with arg, prepared on q the first time: the statements run for each
// month of the read.
func (k *knownTieBreaks) query(ctx context.Context, q preparer, stmt **sql.Stmt, query string, arg string) (*sql.Rows, error) {
	if *stmt == nil {
		var err error
		if *stmt, err = q.PrepareContext(ctx, query); err != nil {
			return nil, err
		}
	}
	return (*stmt).QueryContext(ctx, arg)
}

// lookAtConfigs notes in k.unsure each session of k.ids whose line may not name every
// player as typed at the table.
func (k *knownTieBreaks) lookAtConfigs(ctx context.Context, q preparer, lines [][]byte) error {
	rows, err := k.query(ctx, q, &k.configs, configsSQL, string(k.ids))
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id     int64
			config sql.RawBytes
		)
		if err := rows.Scan(&id, &config); err != nil {
			return err
		}
		if i, ok := k.at[id]; ok && !k.namesAsTyped(lines[i], config) {
			if len(k.unsure) > 0 {
				k.unsure = append(k.unsure, ',')
			}
			k.unsure = strconv.AppendInt(k.unsure, id, 10)
		}
	}
	return rows.Err()
}

// namesAsTyped says whether a kept line names its players as the config typed them: each
// name of the config's, as the config holds it, is a player's name in the line, and the
// config holds as many names as the line has players. A config written otherwise (or
// with names escaped otherwise) is not sure, and its seats are read.
func (k *knownTieBreaks) namesAsTyped(line, config []byte) bool {
	const typedKey, lineKey = `"name":"`, `"name": "`
	found := 0
	for {
		at := bytes.Index(config, []byte(typedKey))
		if at < 0 {
			break
		}
		config = config[at+len(typedKey):]
		end := 0
		for end < len(config) && config[end] != '"' {
			if config[end] == '\\' {
				end++
			}
			end++
		}
		if end >= len(config) {
			return false
		}
		k.needle = append(append(append(k.needle[:0], lineKey...), config[:end]...), '"')
		if !bytes.Contains(line, k.needle) {
			return false
		}
		config, found = config[end:], found+1
	}
	return found > 0 && found >= bytes.Count(line, []byte(lineKey))
}

// seatNames are a session's seats' names, as typed and as the history knows them.
type seatNames struct{ typed, known []string }

// respelled is line with its tie-break respelled for the seats s.
func (k *knownTieBreaks) respelled(line []byte, s seatNames) []byte {
	from := bytes.LastIndex(line, []byte(tieBreakMember))
	if from < 0 {
		return line
	}
	from += len(tieBreakMember)
	var text string
	if json.Unmarshal(line[from:len(line)-len(lineEnd)], &text) != nil {
		return line
	}
	respelled := respellTieBreak(&text, s.typed, s.known)
	if *respelled == text {
		return line
	}
	out := append([]byte(nil), line[:from]...)
	out = k.enc.str(out, *respelled, false)
	return append(out, lineEnd...)
}
