package main

import (
	"context"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/randomizers"
)

// maxShuffle bounds what one shuffle orders: more than any game's deck.
const maxShuffle = 10000

// shuffleOptions are `talon shuffle`'s flags and arguments.
type shuffleOptions struct {
	items    []string
	asJSON   bool
	count    int
	useCount bool // --count was given
	seed     string
}

func newShuffleCmd(f *Factory) *cobra.Command {
	var o shuffleOptions
	cmd := &cobra.Command{
		Use:   "shuffle " + f.P.Sprintf("[ITEM...]"),
		Short: f.P.Sprintf("Shuffle the items given (or the numbers 1..N with --count) and print the order"),
		Example: f.P.Sprintf(`  talon shuffle Ann Ben Cid Dora      # a random seat or start order
  talon shuffle --count 20            # the order of 20 numbered cards`),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.items, o.useCount = args, cmd.Flags().Changed("count")
			return f.runShuffle(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().IntVar(&o.count, "count", 0, f.P.Sprintf("shuffle the numbers 1..N"))
	cmd.Flags().StringVar(&o.seed, "seed", "", f.P.Sprintf("seed code (or any text) to reproduce an order"))
	return cmd
}

// runShuffle prints the items in a random order, with the seed that repeats it.
func (f *Factory) runShuffle(_ context.Context, o shuffleOptions) error {
	items := o.items
	switch {
	case o.useCount && len(o.items) > 0:
		return usagef("give either items or --count, not both")
	case o.useCount:
		if o.count < 1 || o.count > maxShuffle {
			return usagef("--count must be between 1 and %d, got %s", maxShuffle, strconv.Itoa(o.count))
		}
		items = make([]string, o.count)
		for i := range items {
			items[i] = strconv.Itoa(i + 1)
		}
	case len(o.items) == 0:
		return usagef("nothing to shuffle: give items (talon shuffle a b c) or --count N")
	case len(o.items) > maxShuffle:
		return usagef("at most %d items can be shuffled, got %d", maxShuffle, len(o.items))
	default:
		var err error
		if items, err = cleanItems("shuffle item", o.items); err != nil {
			return err
		}
	}
	s := f.NewSeed()
	if o.seed != "" {
		var err error
		if s, err = parseSeedFlag(o.seed); err != nil {
			return usagef("--seed: %v", err)
		}
	}
	deck := randomizers.NewDeck(items)
	deck.Shuffle(randomizers.Stream(s, "deck:shuffle", 0))
	order := deck.Peek(deck.Len())
	if o.asJSON {
		return writeJSON(f.Out, struct {
			Seed  string   `json:"seed"`
			Order []string `json:"order"`
		}{s.String(), order})
	}
	t := f.newTable("", "#", f.P.Sprintf("Item"))
	for i, it := range order {
		t.AppendRow([]any{i + 1, it})
	}
	t.Render()
	f.say(f.P.Sprintf("Seed: "), "  ", f.P.Sprintf("%s (talon shuffle --seed %s … repeats this order)", s.String(), s.String()))
	return nil
}
