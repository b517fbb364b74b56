package genoa

// template is a complete 3-player example: Anna's contracts Tavern, Fabric warehouse and
// Palace touch in a chain and Harbor stands alone (digest §9.4, player P).
const template = `{
  "players": [
    {
      "name": "Anna",
      "ducats": 210,
      "markers_on_buildings": 3,
      "contract_groups": [3, 1],
      "items": 9
    },
    {
      "name": "Bela",
      "ducats": 265,
      "markers_on_buildings": 1,
      "contract_groups": [1, 1],
      "items": 6
    },
    {
      "name": "Csilla",
      "ducats": 180,
      "markers_on_buildings": 5,
      "contract_groups": [],
      "items": 4
    }
  ],
  "contract_values": {"2": 30, "3": 60},
  "exclude_contracts_from_items": false
}
`

// Template is a complete example input that Score accepts; the contract values shown
// are the defaults.
func Template() string { return template }
