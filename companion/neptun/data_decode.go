package neptun

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Unknown is how the data file marks a value nobody has filled in yet.
const Unknown = "UNKNOWN"

// Bounds on values whose printed range the digest does not give: generous enough for any
// real box, tight enough that a typo (a 50 for a 5) is caught. INFERRED, not printed data.
const (
	maxRewardAmount = 20 // gold or temple points on one city card entry
	maxTileValue    = 30 // one point or bonus tile
	maxWindModifier = 9  // |wind modifier| on an oar card
	maxOarStrength  = 20
	maxTrackValue   = 30 // either end of the wind or oar track
	maxIDLength     = 40
	maxCities       = 40
)

// dataKeys are the top-level entries of the data file, in template order.
var dataKeys = []string{"game", "wind_track", "wind_by_forecast", "regions", "cities", "routes",
	"distance_tokens", "city_cards", "goods_cards", "oar_cards", "starting_oar_cards", "oar_track",
	"point_tiles", "bonus_tiles"}

// ParseData reads a data file and checks everything that is filled in. It returns every
// problem at once as a *scoring.InputError (fields name the line), or a *SyntaxError for
// a line it cannot read at all.
func ParseData(src []byte) (*Data, error) {
	root, err := parseDataSyntax(src)
	if err != nil {
		return nil, err
	}
	d := &dataDecoder{data: &Data{}}
	d.decode(root)
	if err := d.problems.Err(); err != nil {
		return nil, err
	}
	return d.data, nil
}

type dataDecoder struct {
	data      *Data
	problems  scoring.Problems
	cityIndex *Names // the digest's and the file's cities, once cities are read
}

// Add records a problem of the entry n: the field as the file names it, the reason
// (a catalog key, read in the table's language) after the line it is on.
func (d *dataDecoder) Add(n *node, field, format string, args ...any) {
	line := 0
	if n != nil {
		line = n.line
	}
	d.problems.AddMessage("", field, i18n.M("line %s: %s", strconv.Itoa(line), i18n.M(format, args...)))
}

func (d *dataDecoder) decode(root *node) {
	for i, k := range root.keys {
		if !slices.Contains(dataKeys, k) {
			d.Add(root.vals[i], k, "not a Neptun data file entry%s", suggest(dataKeys, k))
		}
	}
	if g := root.get("game"); g != nil && !(g.kind == scalarNode && g.text == Game) {
		d.Add(g, "game", "this is a data file for %q, not %s", g.text, Game)
	}
	d.data.WindTrack = d.span(root.get("wind_track"), "wind_track")
	d.data.OarTrack = d.span(root.get("oar_track"), "oar_track")
	d.windTable(root.get("wind_by_forecast"))
	d.regions(root.get("regions"))
	d.cities(root.get("cities"))
	d.routes(root.get("routes"))
	d.tokens(root.get("distance_tokens"))
	d.cityCards(root.get("city_cards"))
	d.goodsCards(root.get("goods_cards"))
	d.data.OarCards = d.oarCards(root.get("oar_cards"), "oar_cards", OarCardCount)
	d.data.StartOarCards = d.oarCards(root.get("starting_oar_cards"), "starting_oar_cards", StartOarPerSeat)
	d.pointTiles(root.get("point_tiles"))
	d.data.BonusTiles = d.values(root.get("bonus_tiles"), "bonus_tiles", BonusTiles, 1, maxTileValue)
}

// suggest is ", did you mean X?" when typed is a near miss of one of ids (talon's one
// "did you mean" rule, scoring.Suggest), else "".
func suggest(ids []string, typed string) any {
	if slices.Contains(ids, typed) {
		return ""
	}
	near := scoring.Suggest(typed, ids)
	switch len(near) {
	case 0:
		return ""
	case 1:
		return i18n.M(", did you mean %s?", near[0])
	}
	return i18n.M(", did you mean %s?", i18n.M("%s or %s", strings.Join(near[:len(near)-1], ", "), near[len(near)-1]))
}

// unknown reports a missing, empty or UNKNOWN value.
func unknown(n *node) bool {
	return n == nil || n.kind == scalarNode && (n.text == "" || n.text == Unknown)
}

// integer reads a whole number in lo..hi; ok is false (and a problem recorded) otherwise.
func (d *dataDecoder) integer(n *node, field string, lo, hi int) (int, bool) {
	if n.kind != scalarNode {
		d.Add(n, field, "expected a number")
		return 0, false
	}
	v, err := strconv.Atoi(strings.TrimPrefix(n.text, "+"))
	if err != nil {
		d.Add(n, field, "expected a whole number, got %q", clip(n.text))
		return 0, false
	}
	if v < lo || v > hi {
		d.Add(n, field, "must be %d to %d, got %d", lo, hi, v)
		return 0, false
	}
	return v, true
}

// id reads a name written as an id (letters, digits, "_"); "" when UNKNOWN.
func (d *dataDecoder) id(n *node, field string) string {
	if unknown(n) {
		return ""
	}
	if n.kind != scalarNode {
		d.Add(n, field, "expected a name")
		return ""
	}
	id := foldName(n.text)
	if len(id) > maxIDLength || strings.ContainsFunc(id, func(r rune) bool {
		return !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f && r != 0xfffd)
	}) {
		d.Add(n, field, "%q is not a name (letters, digits and _ only, at most %d)", clip(n.text), maxIDLength)
		return ""
	}
	return id
}

func (d *dataDecoder) list(n *node, field string) []*node {
	if unknown(n) {
		return nil
	}
	if n.kind != listNode {
		d.Add(n, field, "expected a list (or UNKNOWN)")
		return nil
	}
	return n.items
}

func (d *dataDecoder) mapping(n *node, field string) *node {
	if n.kind != mapNode {
		d.Add(n, field, "expected {key: value, …}")
		return nil
	}
	return n
}

// span reads {min: a, max: b}; both must be filled for the span to count as known.
func (d *dataDecoder) span(n *node, field string) Span {
	if unknown(n) || d.mapping(n, field) == nil {
		return Span{}
	}
	lo, hi := n.get("min"), n.get("max")
	if unknown(lo) && unknown(hi) {
		return Span{}
	}
	if unknown(lo) || unknown(hi) {
		d.Add(n, field, "give both min and max, or leave both UNKNOWN")
		return Span{}
	}
	a, okA := d.integer(lo, field+".min", -maxTrackValue, maxTrackValue)
	b, okB := d.integer(hi, field+".max", -maxTrackValue, maxTrackValue)
	if !okA || !okB {
		return Span{}
	}
	if a > b {
		d.Add(n, field, "min %d is above max %d", a, b)
		return Span{}
	}
	return Span{Min: a, Max: b, Known: true}
}

func (d *dataDecoder) windTable(n *node) {
	if unknown(n) || d.mapping(n, "wind_by_forecast") == nil {
		return
	}
	table := map[int]int{}
	for i, k := range n.keys {
		field := "wind_by_forecast." + k
		sum, err := strconv.Atoi(strings.TrimPrefix(k, "+"))
		if err != nil || sum < -maxTrackValue || sum > maxTrackValue {
			d.Add(n.vals[i], field, "a forecast sum is a whole number from %d to %d", -maxTrackValue, maxTrackValue)
			continue
		}
		if _, dup := table[sum]; dup {
			d.Add(n.vals[i], field, "forecast %+d is given twice", sum)
			continue
		}
		wind, ok := d.integer(n.vals[i], field, -maxTrackValue, maxTrackValue)
		if !ok {
			continue
		}
		if !d.data.WindTrack.Contains(wind) {
			d.Add(n.vals[i], field, "wind %d is off the wind track (%d to %d)", wind, d.data.WindTrack.Min, d.data.WindTrack.Max)
			continue
		}
		table[sum] = wind
	}
	if len(table) > 0 {
		d.data.WindByForecast = table
	}
}

func (d *dataDecoder) regions(n *node) {
	items := d.list(n, "regions")
	if items == nil {
		return
	}
	if len(items) != RegionalTemples {
		d.Add(n, "regions", "the board has %d regional temples, got %d", RegionalTemples, len(items))
	}
	seen := map[string]bool{}
	for i, it := range items {
		field := fmt.Sprintf("regions[%d]", i)
		if d.mapping(it, field) == nil {
			continue
		}
		r := Region{ID: d.id(it.get("id"), field+".id"), Colour: d.id(it.get("colour"), field+".colour")}
		if r.ID == GoldTemple.ID {
			d.Add(it, field+".id", "the gold temple is not a region; list only the 5 regional temples")
			continue
		}
		if r.ID != "" && seen[r.ID] {
			d.Add(it, field+".id", "region %s is listed twice", r.ID)
		}
		seen[r.ID] = true
		d.data.Regions = append(d.data.Regions, r)
	}
}

// knownRegion reports whether a region id is in the file's regions (or the digest's).
func (d *dataDecoder) knownRegion(id string) bool {
	if slices.ContainsFunc(d.data.Regions, func(r Region) bool { return r.ID == id }) {
		return true
	}
	return len(d.data.Regions) == 0 && slices.Contains(regionNames.IDs(), id)
}

func (d *dataDecoder) cities(n *node) {
	items := d.list(n, "cities")
	if len(items) > maxCities {
		d.Add(n, "cities", "at most %d cities, got %d", maxCities, len(items))
		return
	}
	seen := map[string]bool{}
	for i, it := range items {
		field := fmt.Sprintf("cities[%d]", i)
		if d.mapping(it, field) == nil {
			continue
		}
		c := City{ID: d.id(it.get("id"), field+".id"), Region: d.id(it.get("region"), field+".region")}
		if s := it.get("start"); !unknown(s) {
			c.Start = s.kind == scalarNode && s.text == "true"
			if !c.Start && !(s.kind == scalarNode && s.text == "false") {
				d.Add(s, field+".start", "true or false")
			}
		}
		switch {
		case c.ID == "":
			if !unknown(it.get("region")) {
				d.Add(it, field+".id", "a city with a region needs its name")
			}
			continue
		case seen[c.ID]:
			d.Add(it, field+".id", "city %s is listed twice", c.ID)
			continue
		case c.Start && c.ID != StartCity:
			d.Add(it, field+".start", "ships start on Crete (SEED), not %s", c.ID)
		case c.Region != "" && c.Region != "none" && !d.knownRegion(c.Region):
			d.Add(it, field+".region", "%s", d.unknownRegion(c.Region))
		}
		seen[c.ID] = true
		d.data.Cities = append(d.data.Cities, c)
	}
}

func (d *dataDecoder) unknownRegion(id string) i18n.Message {
	ids := regionNames.IDs()
	if len(d.data.Regions) > 0 {
		ids = nil
		for _, r := range d.data.Regions {
			if r.ID != "" && !slices.Contains(ids, r.ID) {
				ids = append(ids, r.ID)
			}
		}
	}
	return i18n.M("region %s is not in regions%s", id, suggest(ids, id))
}

// cityID checks that a city named in routes or city cards is a known city.
func (d *dataDecoder) cityID(n *node, field string) string {
	id := d.id(n, field)
	if id == "" {
		return ""
	}
	if d.cityIndex == nil {
		names := cityNames.With(d.cityNamesOfFile()...)
		d.cityIndex = &names
	}
	got, err := d.cityIndex.Lookup(id)
	if err != nil {
		d.Add(n, field, "%v (add it to cities first)", err)
		return ""
	}
	return got
}

func (d *dataDecoder) cityNamesOfFile() []Name {
	out := make([]Name, len(d.data.Cities))
	for i, c := range d.data.Cities {
		out[i] = Name{ID: c.ID, Label: c.ID}
	}
	return out
}

func (d *dataDecoder) routes(n *node) {
	items := d.list(n, "routes")
	if items == nil {
		return
	}
	if len(items) != CoastalSlots+LongSlots {
		d.Add(n, "routes", "the board has %d coastal and %d long-distance route slots, got %d", CoastalSlots, LongSlots, len(items))
	}
	seen := map[string]bool{}
	kinds := map[string]int{}
	for i, it := range items {
		field := fmt.Sprintf("routes[%d]", i)
		if d.mapping(it, field) == nil {
			continue
		}
		r := Route{Slot: strings.ToUpper(d.id(it.get("slot"), field+".slot")), Kind: d.id(it.get("kind"), field+".kind")}
		r.A, r.B = d.cityID(it.get("a"), field+".a"), d.cityID(it.get("b"), field+".b")
		switch {
		case r.Slot == "":
			d.Add(it, field+".slot", "every route slot needs its name (K01…K15, L01…L04)")
			continue
		case seen[r.Slot]:
			d.Add(it, field+".slot", "slot %s is listed twice", r.Slot)
			continue
		case r.Kind != Coastal && r.Kind != Long:
			d.Add(it, field+".kind", "coastal or long, got %q", r.Kind)
			continue
		case r.A != "" && r.A == r.B:
			d.Add(it, field, "a route joins two different cities, got %s twice", r.A)
		}
		seen[r.Slot] = true
		kinds[r.Kind]++
		d.data.Routes = append(d.data.Routes, r)
	}
	if kinds[Coastal] > CoastalSlots || kinds[Long] > LongSlots {
		d.Add(n, "routes", "%d coastal and %d long slots, the board has %d and %d", kinds[Coastal], kinds[Long], CoastalSlots, LongSlots)
	}
}

// values reads a list of exactly count whole numbers in lo..hi.
func (d *dataDecoder) values(n *node, field string, count, lo, hi int) []int {
	items := d.list(n, field)
	if items == nil {
		return nil
	}
	if len(items) != count {
		d.Add(n, field, "%d values, got %d", count, len(items))
		return nil
	}
	out := make([]int, 0, count)
	for i, it := range items {
		if v, ok := d.integer(it, fmt.Sprintf("%s[%d]", field, i), lo, hi); ok {
			out = append(out, v)
		}
	}
	if len(out) != count {
		return nil
	}
	return out
}

func (d *dataDecoder) tokens(n *node) {
	if unknown(n) || d.mapping(n, "distance_tokens") == nil {
		return
	}
	for _, k := range n.keys {
		if k != Coastal && k != Long {
			d.Add(n.get(k), "distance_tokens."+k, "coastal or long")
		}
	}
	d.data.CoastalTokens = d.values(n.get(Coastal), "distance_tokens.coastal", CoastalSlots, CoastalMinValue, CoastalMaxValue)
	d.data.LongTokens = d.values(n.get(Long), "distance_tokens.long", LongSlots, LongMinValue, LongMaxValue)
}

func (d *dataDecoder) cityCards(n *node) {
	items := d.list(n, "city_cards")
	if items == nil {
		return
	}
	if len(items) != CityCardCount {
		d.Add(n, "city_cards", "the box has %d city cards, got %d", CityCardCount, len(items))
	}
	seen := map[string]bool{}
	for i, it := range items {
		field := fmt.Sprintf("city_cards[%d]", i)
		if d.mapping(it, field) == nil {
			continue
		}
		c := CityCard{ID: strings.ToUpper(d.id(it.get("id"), field+".id")), City: d.cityID(it.get("city"), field+".city")}
		if c.ID == "" {
			c.ID = fmt.Sprintf("CC%02d", i+1)
		}
		if seen[c.ID] {
			d.Add(it, field+".id", "card %s is listed twice", c.ID)
		}
		seen[c.ID] = true
		c.Rewards = d.rewards(it.get("rewards"), field+".rewards")
		if c.City == "" && len(c.Rewards) > 0 {
			d.Add(it, field+".city", "a card with rewards needs its city")
		}
		d.data.CityCards = append(d.data.CityCards, c)
	}
}

func (d *dataDecoder) rewards(n *node, field string) map[string]Reward {
	if unknown(n) || d.mapping(n, field) == nil {
		return nil
	}
	out := map[string]Reward{}
	for i, k := range n.keys {
		good, err := goodNames.Lookup(k)
		if err != nil {
			d.Add(n.vals[i], field+"."+k, "%v", err)
			continue
		}
		v := n.vals[i]
		if unknown(v) {
			continue
		}
		if d.mapping(v, field+"."+k) == nil {
			continue
		}
		if len(v.keys) != 1 {
			d.Add(v, field+"."+k, "one reward: {gold: N} or {temple: N}")
			continue
		}
		kind, err := rewardNames.Lookup(v.keys[0])
		if err != nil {
			d.Add(v, field+"."+k, "%v", err)
			continue
		}
		if amount, ok := d.integer(v.vals[0], field+"."+k+"."+kind, 1, maxRewardAmount); ok {
			out[good] = Reward{Kind: kind, Amount: amount}
		}
	}
	return out
}

func (d *dataDecoder) goodsCards(n *node) {
	if unknown(n) || d.mapping(n, "goods_cards") == nil {
		return
	}
	counts, total := map[string]int{}, 0
	for i, k := range n.keys {
		good, err := goodNames.Lookup(k)
		if err != nil {
			d.Add(n.vals[i], "goods_cards."+k, "%v", err)
			continue
		}
		if v, ok := d.integer(n.vals[i], "goods_cards."+k, 0, GoodsCardCount); ok {
			counts[good] = v
			total += v
		}
	}
	if total != GoodsCardCount {
		d.Add(n, "goods_cards", "the box has %d goods cards, these add up to %d", GoodsCardCount, total)
		return
	}
	d.data.GoodsCards = counts
}

func (d *dataDecoder) oarCards(n *node, field string, count int) []OarCard {
	items := d.list(n, field)
	if items == nil {
		return nil
	}
	if len(items) != count {
		d.Add(n, field, "%d cards, got %d", count, len(items))
		return nil
	}
	out := make([]OarCard, 0, count)
	for i, it := range items {
		f := fmt.Sprintf("%s[%d]", field, i)
		if d.mapping(it, f) == nil {
			continue
		}
		if unknown(it.get("wind")) || unknown(it.get("oar")) {
			d.Add(it, f, "give both wind and oar, e.g. {wind: +1, oar: 4}")
			continue
		}
		w, okW := d.integer(it.get("wind"), f+".wind", -maxWindModifier, maxWindModifier)
		o, okO := d.integer(it.get("oar"), f+".oar", 0, maxOarStrength)
		if okO && !d.data.OarTrack.Contains(o) {
			d.Add(it, f+".oar", "oar strength %d is off the oar track (%d to %d)", o, d.data.OarTrack.Min, d.data.OarTrack.Max)
			okO = false
		}
		if okW && okO {
			out = append(out, OarCard{Wind: w, Oar: o})
		}
	}
	if len(out) != count {
		return nil
	}
	return out
}

// pointTiles reads one entry per temple: {temple: ID, A: [..], B: [.., ..], C: [.., .., ..]}.
func (d *dataDecoder) pointTiles(n *node) {
	items := d.list(n, "point_tiles")
	if items == nil {
		return
	}
	if len(items) != RegionalTemples+1 {
		d.Add(n, "point_tiles", "%d temples (5 regional and the gold temple), got %d", RegionalTemples+1, len(items))
	}
	tiles := map[string]TempleTiles{}
	for i, it := range items {
		field := fmt.Sprintf("point_tiles[%d]", i)
		if d.mapping(it, field) == nil {
			continue
		}
		temple := d.id(it.get("temple"), field+".temple")
		var tt TempleTiles
		filled := false
		for r, letter := range []string{"A", "B", "C"} {
			f := field + "." + letter
			v := it.get(letter)
			if unknown(v) || v.kind == listNode && !slices.ContainsFunc(v.items, func(x *node) bool { return !unknown(x) }) {
				continue
			}
			if vals := d.values(v, f, r+1, 1, maxTileValue); vals != nil {
				slices.SortFunc(vals, func(a, b int) int { return b - a }) // best first
				tt[r], filled = vals, true
			}
		}
		switch {
		case temple == "":
			if filled {
				d.Add(it, field+".temple", "tiles need the temple they lie on")
			}
			continue
		case temple != GoldTemple.ID && !d.knownRegion(temple):
			d.Add(it, field+".temple", "%s (or gold)", d.unknownRegion(temple))
			continue
		}
		if _, dup := tiles[temple]; dup {
			d.Add(it, field+".temple", "temple %s is listed twice", temple)
			continue
		}
		tiles[temple] = tt
	}
	if len(tiles) > 0 {
		d.data.PointTiles = tiles
	}
}
