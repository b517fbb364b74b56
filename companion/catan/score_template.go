package catan

// Template is a complete example input: the digest's worked example 6 (2 settlements,
// 3 cities and Largest Army make 10 on Anna's turn), with Ben holding Longest Road.
func Template() string {
	return `{
  "players": [
    {
      "name": "Anna",
      "settlements": 2,
      "cities": 3,
      "vp_cards": 0,
      "longest_road": false,
      "largest_army": true
    },
    {
      "name": "Ben",
      "settlements": 3,
      "cities": 2,
      "vp_cards": 0,
      "longest_road": true,
      "largest_army": false
    },
    {
      "name": "Clara",
      "settlements": 4,
      "cities": 1,
      "vp_cards": 1,
      "longest_road": false,
      "largest_army": false
    },
    {
      "name": "Dani",
      "settlements": 3,
      "cities": 1,
      "vp_cards": 2,
      "longest_road": false,
      "largest_army": false
    }
  ],
  "ended_on_turn_of": "Anna"
}`
}
