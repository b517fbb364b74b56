package neptun

import (
	"fmt"
	"strings"
)

// DataTemplate is the digest's §13 data file with every UNKNOWN left open, for
// `talon neptun data template`: what the digest knows is filled in (with its mark),
// everything else is open. It parses as it is.
func DataTemplate() string {
	var b strings.Builder
	b.WriteString(templateHead)
	b.WriteString("routes:                       # 15 coastal slots K01..K15, 4 long-distance slots L01..L04 (SEED counts)\n")
	for i := 1; i <= CoastalSlots; i++ {
		fmt.Fprintf(&b, "  - {slot: K%02d, kind: coastal, a: UNKNOWN, b: UNKNOWN}\n", i)
	}
	for i := 1; i <= LongSlots; i++ {
		fmt.Fprintf(&b, "  - {slot: L%02d, kind: long, a: UNKNOWN, b: UNKNOWN}\n", i)
	}
	b.WriteString(templateTokens)
	b.WriteString("city_cards:                   # 30 cards (SEED); a reward is {gold: N} or {temple: N}\n")
	b.WriteString("# with the city of all 30 cards filled in (rewards may stay UNKNOWN), talon counts each city's copies\n")
	for i := 1; i <= CityCardCount; i++ {
		switch i {
		case 1:
			b.WriteString("  - {id: CC01, city: saguntum, rewards: {grape: UNKNOWN, olive: {temple: 3}, honey: UNKNOWN, grain: UNKNOWN, salt: UNKNOWN}}   # SEED example\n")
		case 2:
			b.WriteString("  - {id: CC02, city: alexandria, rewards: {grape: {temple: 2}, olive: UNKNOWN, honey: UNKNOWN, grain: UNKNOWN, salt: UNKNOWN}}   # SEED example\n")
		default:
			fmt.Fprintf(&b, "  - {id: CC%02d, city: UNKNOWN, rewards: UNKNOWN}\n", i)
		}
	}
	b.WriteString(templateTail)
	return b.String()
}

const templateHead = `# Neptun: the table's data file (digest §13). Fill in what your own box shows and leave
# UNKNOWN wherever you do not know; a partly filled file is fine. Each filled part unlocks
# what depends on it (see ` + "`talon neptun data show`" + `):
#   distance_tokens -> talon deals the tokens at setup; with routes -> sailing distances
#   oar_cards       -> entered oar cards are checked against the box
#   city_cards      -> a contract's reward is looked up and checked; each city's copies counted
#   wind_by_forecast -> the next wind is computed, not confirmed by the table
#   point_tiles, bonus_tiles -> scoring needs no tile values typed in
# Fixed by the rulebook, not set here: 3-5 players, 5 gold each, 55 coins, wind starts at 5,
# goods grape, olive, honey, grain, salt. House rules are options of ` + "`talon new neptun`" + `.
# Marks: SEED = the rulebook, SOURCE = a review, INFERRED = talon's reading.
game: neptun
wind_track: {min: UNKNOWN, max: UNKNOWN}
# forecast sum -> wind, e.g. {-2: 3, -1: 4, 0: 5, +1: 6, +2: 7}; while UNKNOWN talon proposes
# 5 + sum and the table confirms or corrects each new wind.
wind_by_forecast: UNKNOWN
regions:                      # the 5 regional temples; the gold temple is always there
  - {id: hispania, colour: UNKNOWN}        # SEED name
  - {id: graecia, colour: UNKNOWN}         # SEED name
  - {id: yellow, colour: yellow}           # SEED colour (Alexandria); rename to the region's name
  - {id: UNKNOWN, colour: UNKNOWN}
  - {id: UNKNOWN, colour: UNKNOWN}
cities:                       # add every harbour of your board
  - {id: crete, region: none, start: true}  # SEED
  - {id: saguntum, region: hispania}       # SEED
  - {id: alexandria, region: yellow}       # SEED (yellow temple)
  - {id: tyros, region: UNKNOWN}           # SEED name
  - {id: leptis_magna, region: UNKNOWN}    # SEED name
  - {id: carthago, region: UNKNOWN}        # SEED name
  - {id: pergamum, region: UNKNOWN}        # SEED name
  - {id: malaca, region: UNKNOWN}          # SOURCE S9
  - {id: antiochia, region: UNKNOWN}       # SOURCE S9
`

const templateTokens = `distance_tokens:
  coastal: UNKNOWN            # 15 values, each 3..8 (SEED), e.g. [3, 3, 4, ...]
  long: UNKNOWN               # 4 values, each 11..13 (SEED)
`

const templateTail = `goods_cards: UNKNOWN          # e.g. {grape: 6, olive: 6, honey: 6, grain: 6, salt: 6}; 30 in all (SEED);
                              # while UNKNOWN talon counts 6 of each (INFERRED: 30 cards, 5 goods)
oar_cards: UNKNOWN            # 50 cards (SEED), one a line:  - {wind: +1, oar: 4}
starting_oar_cards: UNKNOWN   # each player's 2 starting cards: - {wind: 0, oar: 3}
oar_track: {min: UNKNOWN, max: UNKNOWN}
point_tiles:                  # best first; A = round 1 (1 tile), B = round 2 (2), C = round 3 (3)
  - {temple: hispania, A: [UNKNOWN], B: [UNKNOWN, UNKNOWN], C: [UNKNOWN, UNKNOWN, UNKNOWN]}
  - {temple: graecia, A: [UNKNOWN], B: [UNKNOWN, UNKNOWN], C: [UNKNOWN, UNKNOWN, UNKNOWN]}
  - {temple: yellow, A: [UNKNOWN], B: [UNKNOWN, UNKNOWN], C: [UNKNOWN, UNKNOWN, UNKNOWN]}
  - {temple: UNKNOWN, A: [UNKNOWN], B: [UNKNOWN, UNKNOWN], C: [UNKNOWN, UNKNOWN, UNKNOWN]}
  - {temple: UNKNOWN, A: [UNKNOWN], B: [UNKNOWN, UNKNOWN], C: [UNKNOWN, UNKNOWN, UNKNOWN]}
  - {temple: gold, A: [UNKNOWN], B: [UNKNOWN, UNKNOWN], C: [UNKNOWN, UNKNOWN, UNKNOWN]}
bonus_tiles: UNKNOWN          # 15 values (SEED)
`
