package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/catan"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
)

func newCatanCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "catan",
		Short: f.P.Sprintf("Catan tools outside a session's turns: boards and dice statistics"),
	}
	cmd.AddCommand(newCatanBoardCmd(f), newCatanDiceCmd(f))
	return cmd
}

// catanBoardOptions are `talon catan board`'s flags and argument.
type catanBoardOptions struct {
	asJSON  bool
	options []string // --option key=value, as `talon new catan` takes them
	seed    string
	svg     string
	session string
}

// catanBoardExample is `talon catan board`'s example (a catalog key).
const catanBoardExample = `  talon catan board              # the variable set-up, balanced tokens
  talon catan board --option layout=beginner
  talon catan board --option no_equal_numbers_adjacent=on \
      --option max_pips=11 --svg board.svg
  talon catan board 3            # the board of session 3, with its pieces`

func newCatanBoardCmd(f *Factory) *cobra.Command {
	var o catanBoardOptions
	cmd := &cobra.Command{
		Use:     "board [ID]",
		Short:   f.P.Sprintf("Generate a board (same options as `talon new catan`) with its fairness report, or show a session's board"),
		Example: f.P.Sprintf(catanBoardExample),
		Args:    maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if o.session, err = pickSession(firstArg(args), o.session); err != nil {
				return err
			}
			return f.runCatanBoard(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().StringArrayVar(&o.options, "option", nil, f.P.Sprintf("board option `key=value`, as for talon new catan (see talon games)"))
	cmd.Flags().StringVar(&o.seed, "seed", "", f.P.Sprintf("seed code (or any text) to reproduce a board"))
	cmd.Flags().StringVar(&o.svg, "svg", "", f.P.Sprintf("also write the board as an SVG picture to this file"))
	cmd.Flags().StringVar(&o.session, "session", "", f.P.Sprintf("show this session's board and pieces instead (the same as the bare ID)"))
	return cmd
}

// runCatanBoard shows a session's board with its pieces, or generates a new one from
// the options `talon new catan` takes, with its fairness report.
func (f *Factory) runCatanBoard(ctx context.Context, o catanBoardOptions) error {
	var (
		board  catan.Board
		pieces []catan.Piece
		code   string
		err    error
	)
	if o.session != "" {
		l, err := f.loadSession(ctx, o.session)
		if err != nil {
			return err
		}
		var ok bool
		if board, pieces, ok = catan.SessionBoard(l.State); !ok {
			return notCatan(l)
		}
		code = l.Session.Seed
	} else if board, code, err = f.newCatanBoard(o); err != nil {
		return err
	}
	if o.svg != "" {
		if err := writeNamedFile(o.svg, []byte(catan.RenderSVG(board, f.P, pieces...))); err != nil {
			return err
		}
	}
	report := board.Fairness()
	if o.asJSON {
		return writeJSON(f.Out, struct {
			Seed     string               `json:"seed"`
			Board    catan.Board          `json:"board"`
			Fairness catan.FairnessReport `json:"fairness"`
		}{code, board, report})
	}
	fmt.Fprintln(f.Out, catan.RenderMap(board, pieces, catan.MapOptions{Color: f.Color(), Width: f.width(), Height: f.height(), P: f.P}))
	f.renderFairness(report)
	f.P.Fprintf(f.Out, "Seed: %s\nThe same board, with the same options: talon new catan --seed %s\n", code, code)
	if o.svg != "" {
		f.P.Fprintf(f.Out, "SVG written to %s.\n", o.svg)
	}
	return nil
}

// newCatanBoard generates a board from --option and --seed, the options read as
// `talon new catan` reads them (the kit's check, then Catan's typed readers).
func (f *Factory) newCatanBoard(o catanBoardOptions) (catan.Board, string, error) {
	given, err := parseOptionFlags(o.options)
	if err != nil {
		return catan.Board{}, "", err
	}
	opts, err := catan.Entry().CheckOptions(given)
	if err != nil {
		return catan.Board{}, "", err
	}
	bo, err := catan.ParseBoardOptions(opts)
	if err != nil {
		return catan.Board{}, "", err
	}
	s := f.NewSeed()
	if o.seed != "" {
		if s, err = parseSeedFlag(o.seed); err != nil {
			return catan.Board{}, "", usagef("--seed: %v", err)
		}
	}
	board, err := catan.GenerateBoard(bo, companion.SetupRNG(s).Stream("board"))
	if err != nil {
		return catan.Board{}, "", usagef("%v", err)
	}
	return board, s.String(), nil
}

func (f *Factory) renderFairness(r catan.FairnessReport) {
	p := f.P
	t := f.newTable(p.Sprintf("Pips per resource"), p.Sprintf("Resource"), p.Sprintf("Hexes"), p.Sprintf("Numbers"), p.Sprintf("Pips"))
	for _, rp := range r.Resources {
		t.AppendRow([]any{p.Text(rp.Resource.Term()), rp.Hexes, joinInts(rp.Numbers), rp.Pips})
	}
	t.Render()
	t = f.newTable(p.Sprintf("Intersections"), "", p.Sprintf("At"), p.Sprintf("Pips"), p.Sprintf("Numbers"), p.Sprintf("Resources"))
	for i, ip := range r.Best {
		t.AppendRow([]any{pick(i == 0, p.Sprintf("best"), ""), ip.Vertex, ip.Pips, joinInts(ip.Numbers), f.resourceList(ip.Resources)})
	}
	for i, ip := range r.Worst {
		t.AppendRow([]any{pick(i == 0, p.Sprintf("worst inland"), ""), ip.Vertex, ip.Pips, joinInts(ip.Numbers), f.resourceList(ip.Resources)})
	}
	t.Render()
}

// resourceList writes resources as the table's cards name them, comma-separated.
func (f *Factory) resourceList(rs []catan.Resource) string {
	s := make([]string, len(rs))
	for i, r := range rs {
		s[i] = f.P.Text(r.Term())
	}
	return strings.Join(s, ",")
}

// catanDiceOptions are `talon catan dice`'s flags and argument.
type catanDiceOptions struct {
	asJSON  bool
	session string
}

func newCatanDiceCmd(f *Factory) *cobra.Command {
	var o catanDiceOptions
	cmd := &cobra.Command{
		Use:   "dice [ID]",
		Short: f.P.Sprintf("A Catan session's dice: rolled against expected count per sum, as a bar chart"),
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if o.session, err = pickSession(firstArg(args), o.session); err != nil {
				return err
			}
			return f.runCatanDice(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	addSessionFlag(cmd, &o.session)
	return cmd
}

func (f *Factory) runCatanDice(ctx context.Context, o catanDiceOptions) error {
	l, err := f.loadSession(ctx, o.session)
	if err != nil {
		return err
	}
	stats, ok := catan.SessionDice(l.State)
	if !ok {
		return notCatan(l)
	}
	if o.asJSON {
		return writeJSON(f.Out, stats)
	}
	most := 1.0
	for _, d := range stats {
		most = max(most, float64(d.Rolled), d.Expected)
	}
	const width = 30
	p := f.P
	t := f.newTable(p.Sprintf("Dice in session %s", strconv.FormatInt(l.Session.ID, 10)), p.Sprintf("Sum"), p.Sprintf("Rolled"), p.Sprintf("Expected"), "")
	for _, d := range stats {
		bar := strings.Repeat("█", int(float64(d.Rolled)/most*width+0.5))
		mark := int(d.Expected/most*width + 0.5)
		if pad := mark - len([]rune(bar)); pad > 0 {
			bar += strings.Repeat(" ", pad-1) + "┆"
		}
		t.AppendRow([]any{d.Sum, d.Rolled, p.Sprintf("%.1f", d.Expected), bar})
	}
	t.Render()
	p.Fprintln(f.Out, "█ rolled   ┆ expected, where the rolls fall short of it")
	return nil
}

// parseOptionFlags reads repeated --option key=value flags.
func parseOptionFlags(options []string) (map[string]string, error) {
	out := map[string]string{}
	for _, o := range options {
		k, v, ok := strings.Cut(o, "=")
		if !ok || strings.TrimSpace(k) == "" {
			return nil, usagef("--option %q: write it as key=value", o)
		}
		key, err := names.CleanText("--option name", k)
		if err != nil {
			return nil, err
		}
		if v = strings.TrimSpace(v); v != "" {
			if v, err = names.CleanText("--option "+key+" value", v); err != nil {
				return nil, err
			}
		}
		out[key] = v
	}
	return out, nil
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ",")
}

func pick(cond bool, a, b string) string {
	if cond {
		return a
	}
	return b
}

// notCatan says why a session has no Catan board or dice to show.
func notCatan(l *history.Loaded) error {
	if l.State == nil {
		return usagef("session %s was scored with `talon score`: talon has no board or dice for it", strconv.FormatInt(l.Session.ID, 10))
	}
	return usagef("session %s is %s, not Catan", strconv.FormatInt(l.Session.ID, 10), l.Session.Game)
}
