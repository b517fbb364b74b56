package main

import (
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/randomizers"
)

func newShuffleCmd(f *Factory) *cobra.Command {
	var (
		asJSON bool
		count  int
		seed   string
	)
	cmd := &cobra.Command{
		Use:   "shuffle [ITEM...]",
		Short: "Shuffle the items given (or the numbers 1..N with --count) and print the order",
		Example: `  talon shuffle Ann Ben Cid Dora      # a random seat or start order
  talon shuffle --count 20            # the order of 20 numbered cards`,
		RunE: func(cmd *cobra.Command, args []string) error {
			items := args
			switch {
			case cmd.Flags().Changed("count") && len(args) > 0:
				return usagef("give either items or --count, not both")
			case cmd.Flags().Changed("count"):
				if count < 1 || count > 10000 {
					return usagef("--count must be between 1 and 10000, got %d", count)
				}
				items = make([]string, count)
				for i := range items {
					items[i] = strconv.Itoa(i + 1)
				}
			case len(args) == 0:
				return usagef("nothing to shuffle: give items (talon shuffle a b c) or --count N")
			case len(args) > 10000:
				return usagef("at most 10000 items can be shuffled, got %d", len(args))
			default:
				var err error
				if items, err = cleanItems("shuffle item", args); err != nil {
					return err
				}
			}
			s := f.NewSeed()
			if seed != "" {
				var err error
				if s, err = parseSeedFlag(seed); err != nil {
					return usagef("--seed: %v", err)
				}
			}
			deck := randomizers.NewDeck(items)
			deck.Shuffle(randomizers.Stream(s, "deck:shuffle", 0))
			order := deck.Peek(deck.Len())
			if asJSON {
				return writeJSON(f.Out, struct {
					Seed  string   `json:"seed"`
					Order []string `json:"order"`
				}{s.String(), order})
			}
			t := f.newTable("", "#", "Item")
			for i, it := range order {
				t.AppendRow([]any{i + 1, it})
			}
			t.Render()
			fmt.Fprintf(f.Out, "Seed: %s (talon shuffle --seed %s … repeats this order)\n", s, s)
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	cmd.Flags().IntVar(&count, "count", 0, "shuffle the numbers 1..N")
	cmd.Flags().StringVar(&seed, "seed", "", "seed code (or any text) to reproduce an order")
	return cmd
}
