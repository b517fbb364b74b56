package catan

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Hex is a hex position in axial coordinates (digest §2): pointy-top hexes, R is the row
// (−2 top … +2 bottom), Q grows to the east. Land hexes satisfy max(|q|,|r|,|q+r|) ≤ 2.
type Hex struct {
	Q int `json:"q"`
	R int `json:"r"`
}

func (h Hex) String() string { return fmt.Sprintf("(%d,%d)", h.Q, h.R) }

// ring is the hex distance from the centre.
func (h Hex) ring() int { return max(abs(h.Q), abs(h.R), abs(h.Q+h.R)) }

// hexDirections lists the six neighbours' offsets: E, NE, NW, W, SW, SE (counter-clockwise).
var hexDirections = [6]Hex{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

func (h Hex) add(d Hex) Hex { return Hex{h.Q + d.Q, h.R + d.R} }

// rotate60 turns a position 60° counter-clockwise about the centre hex.
func (h Hex) rotate60() Hex {
	// cube (x,y,z) = (q, -q-r, r) turns counter-clockwise as (x,y,z) -> (-y,-z,-x).
	return Hex{Q: h.Q + h.R, R: -h.Q}
}

// mirror reflects a position across the east–west axis through the centre (r -> -r).
func (h Hex) mirror() Hex { return Hex{Q: h.Q + h.R, R: -h.R} }

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Corner is the canonical name of an intersection: the top (N) or bottom (S) corner of
// exactly one hex (digest §2).
type Corner struct {
	Hex   Hex  `json:"hex"`
	South bool `json:"south,omitempty"`
}

func (c Corner) String() string {
	if c.South {
		return "S" + c.Hex.String()
	}
	return "N" + c.Hex.String()
}

// corners of hex h clockwise from the top: N, NE, SE, S, SW, NW.
func hexCorners(h Hex) [6]Corner {
	q, r := h.Q, h.R
	return [6]Corner{
		{Hex{q, r}, false},
		{Hex{q + 1, r - 1}, true},
		{Hex{q, r + 1}, false},
		{Hex{q, r}, true},
		{Hex{q - 1, r + 1}, false},
		{Hex{q, r - 1}, true},
	}
}

// sideNames names a hex side by the corner it starts from (clockwise): the NE side runs
// N–NE, the E side NE–SE, and so on.
var sideNames = [6]string{"NE", "E", "SE", "SW", "W", "NW"}

// Layout sizes of the base island (digest §1, §2).
const (
	NumHexes    = 19
	NumVertices = 54
	NumEdges    = 72
)

// topology is the fixed graph of the base island: land hexes in reading order, the 54
// intersections numbered 1–54 in reading order (top to bottom, west to east) and the 72
// paths. All game state indexes into these tables.
type topology struct {
	hexes       [NumHexes]Hex
	hexLabels   [NumHexes]string
	hexIndex    map[Hex]int
	hexCorners  [NumHexes][6]int // vertex ids clockwise from N
	hexNeighbor [NumHexes][]int  // land neighbours

	vertices    [NumVertices]Corner
	vertexIndex map[Corner]int
	vertexHexes [NumVertices][]int // land hexes touching the vertex
	vertexNext  [NumVertices][]int // neighbouring vertices along land paths
	vertexEdges [NumVertices][]int

	edges     [NumEdges][2]int // vertex ids, lower first
	edgeIndex map[[2]int]int
}

var topo = buildTopology()

// position of a corner in half-units: x in units of half a hex width, y in quarter sizes.
func cornerXY(c Corner) (x, y int) {
	x = 2*c.Hex.Q + c.Hex.R
	y = 3*c.Hex.R - 2
	if c.South {
		y = 3*c.Hex.R + 2
	}
	return x, y
}

func buildTopology() *topology {
	t := &topology{hexIndex: map[Hex]int{}, vertexIndex: map[Corner]int{}, edgeIndex: map[[2]int]int{}}
	rows := "ABCDE"
	n := 0
	for r := -2; r <= 2; r++ {
		pos := 1
		for q := -2; q <= 2; q++ {
			h := Hex{q, r}
			if h.ring() > 2 {
				continue
			}
			t.hexes[n] = h
			t.hexLabels[n] = fmt.Sprintf("%c%d", rows[r+2], pos)
			t.hexIndex[h] = n
			n++
			pos++
		}
	}
	var corners []Corner
	seen := map[Corner]bool{}
	for _, h := range t.hexes {
		for _, c := range hexCorners(h) {
			if !seen[c] {
				seen[c] = true
				corners = append(corners, c)
			}
		}
	}
	slices.SortFunc(corners, func(a, b Corner) int {
		ax, ay := cornerXY(a)
		bx, by := cornerXY(b)
		return cmp.Or(cmp.Compare(ay, by), cmp.Compare(ax, bx))
	})
	if len(corners) != NumVertices {
		panic(fmt.Sprintf("catan: %d land vertices, want %d", len(corners), NumVertices))
	}
	for i, c := range corners {
		t.vertices[i] = c
		t.vertexIndex[c] = i
	}
	var edges [][2]int
	for hi, h := range t.hexes {
		cs := hexCorners(h)
		for k := range 6 {
			t.hexCorners[hi][k] = t.vertexIndex[cs[k]]
		}
		for k := range 6 {
			a, b := t.hexCorners[hi][k], t.hexCorners[hi][(k+1)%6]
			e := [2]int{min(a, b), max(a, b)}
			if _, ok := t.edgeIndex[e]; !ok {
				t.edgeIndex[e] = -1
				edges = append(edges, e)
			}
		}
	}
	for hi, h := range t.hexes {
		for _, d := range hexDirections {
			if nb := h.add(d); nb.ring() <= 2 {
				t.hexNeighbor[hi] = append(t.hexNeighbor[hi], t.hexIndex[nb])
			}
		}
		for _, v := range t.hexCorners[hi] {
			t.vertexHexes[v] = append(t.vertexHexes[v], hi)
		}
	}
	slices.SortFunc(edges, func(a, b [2]int) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1])) })
	if len(edges) != NumEdges {
		panic(fmt.Sprintf("catan: %d land edges, want %d", len(edges), NumEdges))
	}
	for i, e := range edges {
		t.edges[i] = e
		t.edgeIndex[e] = i
		t.vertexEdges[e[0]] = append(t.vertexEdges[e[0]], i)
		t.vertexEdges[e[1]] = append(t.vertexEdges[e[1]], i)
		t.vertexNext[e[0]] = append(t.vertexNext[e[0]], e[1])
		t.vertexNext[e[1]] = append(t.vertexNext[e[1]], e[0])
	}
	return t
}

// VertexLabel is the number printed on the map for an intersection (1–54).
func VertexLabel(v int) string { return strconv.Itoa(v + 1) }

// EdgeLabel names a path by its two intersections, e.g. "12-13".
func EdgeLabel(e int) string {
	return VertexLabel(topo.edges[e][0]) + "-" + VertexLabel(topo.edges[e][1])
}

// edgeName is a path named in a sentence: "12-13" as typed in English; in Hungarian
// with the en dash of a span of numbers, so that the numbered form reads "a 12–13-as
// útszakasz" (the -as follows the last number: endings_hu.go). Input takes either dash.
func edgeName(e int) i18n.Term {
	label := EdgeLabel(e)
	return i18n.Term{EN: label, HU: strings.Replace(label, "-", "–", 1)}
}

// HexLabel names a land hex by row letter (A top … E bottom) and place in the row, e.g. "D4".
func HexLabel(h int) string { return topo.hexLabels[h] }

// ParseVertex reads an intersection: its map number ("12") or canonical name ("N(0,-1)").
func ParseVertex(s string) (int, error) {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		if n < 1 || n > NumVertices {
			return 0, i18n.Errorf("intersection %s is not on the map (1–%d)", strconv.Itoa(n), NumVertices)
		}
		return n - 1, nil
	}
	up := strings.ToUpper(s)
	if len(up) > 1 && (up[0] == 'N' || up[0] == 'S') {
		h, err := parseAxial(up[1:])
		if err == nil {
			if v, ok := topo.vertexIndex[Corner{h, up[0] == 'S'}]; ok {
				return v, nil
			}
			return 0, i18n.Errorf("intersection %s is not on the island", s)
		}
	}
	return 0, i18n.Errorf("%q is not an intersection (use its number on the map, 1–%d)", s, NumVertices)
}

// ParseEdge reads a path: two neighbouring intersections joined by '-', e.g. "12-13".
func ParseEdge(s string) (int, error) {
	s = strings.TrimSpace(s)
	if len(s) > maxPositionText {
		return 0, i18n.Errorf("%q is not a path: too long", s[:maxPositionText]+"…")
	}
	s = strings.ReplaceAll(s, "–", "-") // the en dash the Hungarian refusals print (edgeName)
	if !strings.Contains(s, "-") {
		return 0, i18n.Errorf("%q is not a path (write its two intersections, e.g. 12-13)", s)
	}
	// Coordinates may hold a minus sign too (N(1,-1)-S(1,-2)): try each dash as the
	// joint, and report the first reading's error when none reads.
	var (
		va, vb   int
		firstErr error
	)
	for i := range len(s) {
		if s[i] != '-' {
			continue
		}
		a, errA := ParseVertex(s[:i])
		b, errB := ParseVertex(s[i+1:])
		if errA == nil && errB == nil {
			va, vb, firstErr = a, b, nil
			break
		}
		if firstErr == nil {
			firstErr = cmp.Or(errA, errB)
		}
	}
	if firstErr != nil {
		return 0, firstErr
	}
	e, ok := topo.edgeIndex[[2]int{min(va, vb), max(va, vb)}]
	if !ok || e < 0 {
		return 0, i18n.Errorf("intersections %s and %s are not joined by a path", VertexLabel(va), VertexLabel(vb))
	}
	return e, nil
}

// maxPositionText bounds a typed position: the longest, "N(-2,-1)-S(-1,-2)", is 17.
const maxPositionText = 40

// ParseHex reads a land hex: its label ("D4") or axial coordinates ("(1,1)" or "1,1").
func ParseHex(s string) (int, error) {
	s = strings.TrimSpace(s)
	for i, l := range topo.hexLabels {
		if strings.EqualFold(l, s) {
			return i, nil
		}
	}
	if h, err := parseAxial(s); err == nil {
		if i, ok := topo.hexIndex[h]; ok {
			return i, nil
		}
		return 0, i18n.Errorf("hex %s is not on the island", s)
	}
	return 0, i18n.Errorf("%q is not a hex (use its label on the map, e.g. D4)", s)
}

func parseAxial(s string) (Hex, error) {
	s = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(s), "("), ")")
	a, b, ok := strings.Cut(s, ",")
	if !ok {
		return Hex{}, i18n.Errorf("not q,r")
	}
	q, err1 := strconv.Atoi(strings.TrimSpace(a))
	r, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil {
		return Hex{}, i18n.Errorf("not q,r")
	}
	return Hex{q, r}, nil
}
