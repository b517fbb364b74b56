package main

import (
	"context"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/randomizers"
)

// rollOptions are `talon roll`'s flags and arguments.
type rollOptions struct {
	notation string // the dice, e.g. "2d6" or "blue:d8 red:d8"
	asJSON   bool
	dice     string // the table's own dice, when given
	useDice  bool   // --dice was given (even empty, which is then refused)
	seed     string
}

func newRollCmd(f *Factory) *cobra.Command {
	var o rollOptions
	cmd := &cobra.Command{
		Use:   "roll " + f.P.Sprintf("NOTATION..."),
		Short: f.P.Sprintf("Roll dice: 2d6, 5d6, 3d6+2, d8+d8, blue:d8 red:d8"),
		Example: f.P.Sprintf(`  talon roll 2d6
  talon roll blue:d8 red:d8
  talon roll 3d6+2 --json
  talon roll 2d6 --dice 3,5     # real dice: talon checks and adds them`),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.notation = strings.Join(args, " ")
			o.useDice = cmd.Flags().Changed("dice")
			return f.runRoll(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().StringVar(&o.dice, "dice", "", f.P.Sprintf("values the table rolled with real dice, e.g. 3,5"))
	cmd.Flags().StringVar(&o.seed, "seed", "", f.P.Sprintf("seed code (or any text) to reproduce a roll"))
	return cmd
}

// runRoll rolls (or checks the table's dice) and prints the dice and their sum.
func (f *Factory) runRoll(_ context.Context, o rollOptions) error {
	spec, err := randomizers.ParseDice(o.notation)
	if err != nil {
		return usagef("%v", err)
	}
	var (
		roll randomizers.Roll
		code string // the seed talon rolled with, "" for the table's dice
	)
	if o.useDice {
		values, err := randomizers.ParseValues(o.dice)
		if err != nil {
			return usagef("--dice: %v", err)
		}
		if roll, err = spec.FromValues(values); err != nil {
			return usagef("--dice: %v", err)
		}
	} else {
		s := f.NewSeed()
		if o.seed != "" {
			if s, err = parseSeedFlag(o.seed); err != nil {
				return usagef("--seed: %v", err)
			}
		}
		roll = spec.Roll(randomizers.Stream(s, "dice", 0))
		code = s.String()
	}
	if o.asJSON {
		return writeJSON(f.Out, rollJSON{Seed: code, Roll: roll})
	}
	p := f.P
	t := f.newTable("", p.Sprintf("Die"), p.Sprintf("Value"))
	for _, d := range roll.Dice {
		label := randomizers.DieLabel(d.Sides).Local(p) // "d6", Hungarian "k6"
		if d.Name != "" {
			label = d.Name + ":" + label
		}
		t.AppendRow([]any{label, d.Value}) // small numbers: the same in every language
	}
	if roll.Modifier != 0 {
		sign := ""
		if roll.Modifier > 0 {
			sign = "+"
		}
		t.AppendRow([]any{p.Sprintf("modifier"), sign + strconv.Itoa(roll.Modifier)})
	}
	t.AppendFooter([]any{p.Sprintf("Sum"), roll.Sum})
	t.AlignRight(2) // a signed modifier is text: keep it right under the faces

	t.Render()
	return nil
}

// rollJSON is what `talon roll --json` prints: the seed talon rolled with (so `--seed`
// rolls the same again; empty when the table's dice were entered) and the roll.
type rollJSON struct {
	Seed string `json:"seed,omitempty"`
	randomizers.Roll
}
