package main

import (
	"context"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/marcopolo"
)

func newMarcoPoloCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "marco-polo",
		Short: f.P.Sprintf("Marco Polo tools: a session's map, cheapest routes, a player's goal cards"),
	}
	cmd.AddCommand(newMarcoPoloMapCmd(f), newMarcoPoloRouteCmd(f), newMarcoPoloGoalsCmd(f))
	return cmd
}

// marcoPoloMapOptions are the flags of `talon marco-polo map`.
type marcoPoloMapOptions struct {
	session string
	to      string
	svg     string
	asJSON  bool
}

func newMarcoPoloMapCmd(f *Factory) *cobra.Command {
	var o marcoPoloMapOptions
	cmd := &cobra.Command{
		Use:     "map [ID]",
		Short:   f.P.Sprintf("A session's map: trading posts, figures, route costs; --to: the cheapest route"),
		Example: f.P.Sprintf(marcoPoloMapExample),
		Args:    maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.session = firstArg(args)
			return f.runMarcoPoloMap(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().StringVar(&o.to, "to", "", f.P.Sprintf("show the cheapest route of the player on turn to this place"))
	cmd.Flags().StringVar(&o.svg, "svg", "", f.P.Sprintf("also write the map as an SVG picture to this file"))
	return cmd
}

func (f *Factory) runMarcoPoloMap(ctx context.Context, o marcoPoloMapOptions) error {
	st, err := f.marcoPoloState(ctx, o.session)
	if err != nil {
		return err
	}
	var route *marcopolo.RouteOption
	var dest marcopolo.Loc
	from := st.Players[st.Turn].Figures[0]
	if o.to != "" {
		if dest, err = marcopolo.LookupLoc(o.to); err != nil {
			return usagef("--to: %v", err)
		}
		carpini := st.Players[st.Turn].Character == marcopolo.Carpini
		if opts := marcopolo.RoutesTo(from, dest, marcopolo.MaxSteps, carpini); len(opts) > 0 {
			route = &opts[0]
		}
	}
	if o.svg != "" {
		var drawn *marcopolo.MapRoute
		if route != nil {
			drawn = &marcopolo.MapRoute{Who: st.Players[st.Turn].Name, From: from, Route: *route}
		}
		if err := writeNamedFile(o.svg, []byte(marcopolo.RenderSVG(st, drawn, f.P))); err != nil {
			return err
		}
	}
	if o.asJSON {
		return writeJSON(f.Out, mapJSON(st, route))
	}
	f.P.Fprintf(f.Out, "%s", marcopolo.LocalMapText(f.P, st)) // the map's drawing: the board's own labels
	if o.to != "" {
		if route == nil {
			f.P.Fprintf(f.Out, "%s cannot reach %s within %d steps.\n", st.Players[st.Turn].Name, dest, marcopolo.MaxSteps) // the place by its name, not as typed
		} else {
			f.say(f.P.Sprintf("Cheapest for %s from %s: ", st.Players[st.Turn].Name, from), "  ", routeText(f.P, *route))
		}
	}
	if o.svg != "" {
		f.P.Fprintf(f.Out, "SVG written to %s.\n", o.svg)
	}
	return nil
}

// marcoPoloMapJSON is the map's JSON: posts and figures by player, and the route asked for.
type marcoPoloMapJSON struct {
	Players []marcoPoloPlayerJSON `json:"players"`
	Route   *marcoPoloRouteJSON   `json:"route,omitempty"`
}

type marcoPoloPlayerJSON struct {
	Name    string   `json:"name"`
	Posts   []string `json:"posts"`
	Figures []string `json:"figures"`
}

type marcoPoloRouteJSON struct {
	Path   []string `json:"path"`
	Steps  int      `json:"steps"`
	Coins  int      `json:"coins"`
	Camels int      `json:"camels"`
}

func mapJSON(st *marcopolo.State, route *marcopolo.RouteOption) marcoPoloMapJSON {
	var out marcoPoloMapJSON
	for _, p := range st.Players {
		pj := marcoPoloPlayerJSON{Name: p.Name, Posts: []string{}, Figures: []string{}}
		for _, post := range p.Posts {
			pj.Posts = append(pj.Posts, post.At.String())
		}
		for _, fig := range p.Figures {
			pj.Figures = append(pj.Figures, fig.String())
		}
		out.Players = append(out.Players, pj)
	}
	if route != nil {
		out.Route = routeJSON(*route)
	}
	return out
}

func routeJSON(r marcopolo.RouteOption) *marcoPoloRouteJSON {
	rj := &marcoPoloRouteJSON{Steps: r.Steps, Coins: r.Price.Coins, Camels: r.Price.Camels}
	for _, l := range r.Path {
		rj.Path = append(rj.Path, l.String())
	}
	return rj
}

// marcoPoloRouteOptions are the flags of `talon marco-polo route`.
type marcoPoloRouteOptions struct {
	from, to string
	steps    int
	carpini  bool
	asJSON   bool
}

func newMarcoPoloRouteCmd(f *Factory) *cobra.Command {
	var o marcoPoloRouteOptions
	cmd := &cobra.Command{
		Use:     "route FROM TO",
		Short:   f.P.Sprintf("The ways between two places within N steps, cheapest first, with their costs"),
		Example: f.P.Sprintf(marcoPoloRouteExample),
		Args:    exactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.from, o.to = args[0], args[1]
			return f.runMarcoPoloRoute(o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().IntVar(&o.steps, "steps", marcopolo.MaxSteps, f.P.Sprintf("most steps (the lowest travel die), 1 to 6"))
	cmd.Flags().BoolVar(&o.carpini, "carpini", false, f.P.Sprintf("%s: oasis to oasis is one step", marcopolo.Carpini))
	return cmd
}

func (f *Factory) runMarcoPoloRoute(o marcoPoloRouteOptions) error {
	if o.steps < 1 || o.steps > marcopolo.MaxSteps {
		return usagef("--steps: 1 to %d, not %s", marcopolo.MaxSteps, strconv.Itoa(o.steps))
	}
	from, err := marcopolo.LookupLoc(o.from)
	if err != nil {
		return usagef("%v", err)
	}
	to, err := marcopolo.LookupLoc(o.to)
	if err != nil {
		return usagef("%v", err)
	}
	opts := marcopolo.RoutesTo(from, to, o.steps, o.carpini)
	if o.asJSON {
		out := []*marcoPoloRouteJSON{}
		for _, r := range opts {
			out = append(out, routeJSON(r))
		}
		return writeJSON(f.Out, out)
	}
	if len(opts) == 0 {
		f.P.Fprintf(f.Out, "%s is not within %d steps of %s.\n", to, o.steps, from)
		return nil
	}
	t := f.newTable(f.P.Sprintf("From %s to %s", from, to), f.P.Sprintf("Route"), f.P.Sprintf("Steps"), f.P.Sprintf("Coins"), f.P.Sprintf("Camels"))
	for _, r := range opts {
		t.AppendRow([]any{f.P.Text(marcopolo.Leg{Path: r.Path}), r.Steps, r.Price.Coins, r.Price.Camels}) // small counts: no digit grouping
	}
	t.Render()
	return nil
}

// marcoPoloGoalsOptions are the flags of `talon marco-polo goals`.
type marcoPoloGoalsOptions struct {
	player, session string
	asJSON          bool
}

func newMarcoPoloGoalsCmd(f *Factory) *cobra.Command {
	var o marcoPoloGoalsOptions
	cmd := &cobra.Command{
		Use:   "goals PLAYER [ID]",
		Short: f.P.Sprintf("Show one player's goal cards (dealt secretly: only that player should look)"),
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 1 || len(args) > 2 {
				return usagef("goals takes a player and optionally a session number (see `talon marco-polo goals --help`)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.player = args[0]
			if len(args) > 1 {
				o.session = args[1]
			}
			return f.runMarcoPoloGoals(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	return cmd
}

func (f *Factory) runMarcoPoloGoals(ctx context.Context, o marcoPoloGoalsOptions) error {
	st, err := f.marcoPoloState(ctx, o.session)
	if err != nil {
		return err
	}
	seat, err := st.SeatOf(o.player)
	if err != nil {
		return usagef("%v", err)
	}
	cards := st.GoalCardsOf(seat)
	if o.asJSON {
		return writeJSON(f.Out, cards)
	}
	t := f.newTable(f.P.Sprintf("Goal cards of %s", st.Players[seat].Name), "#", f.P.Sprintf("Large city"), f.P.Sprintf("Small city"), f.P.Sprintf("VP"))
	for _, g := range cards {
		t.AppendRow([]any{g.Number, f.P.Text(marcopolo.MustLoc(g.Large)), f.P.Text(marcopolo.MustLoc(g.Small)), g.VP})
	}
	t.Render()
	return nil
}

// marcoPoloState loads a session (the latest when arg is empty) and its Marco Polo state.
func (f *Factory) marcoPoloState(ctx context.Context, arg string) (*marcopolo.State, error) {
	l, err := f.loadSession(ctx, arg)
	if err != nil {
		return nil, err
	}
	st, ok := marcopolo.SessionState(l.State)
	if !ok {
		return nil, usagef("session %s is %s, not Marco Polo", idText(l.Session.ID), l.Session.Game)
	}
	return st, nil
}

// marcoPoloRouteExample is `talon marco-polo route`'s example, a catalog key: the
// places as the table's edition names them (talon reads every language's names).
const marcoPoloRouteExample = `  talon marco-polo route Samarcanda Lan-Zhou --steps 3
  talon marco-polo route Venezia Beijing --carpini`

// marcoPoloMapExample is `talon marco-polo map`'s example, a catalog key.
const marcoPoloMapExample = `  talon marco-polo map                  # the latest session
  talon marco-polo map 4 --to Beijing   # and the cheapest route there
  talon marco-polo map --svg map.svg`

// routeText is a route in the table's language: "Velence > Alexandria (1 lépés, 2 érme)".
func routeText(p *i18n.Printer, r marcopolo.RouteOption) string {
	return p.Sprintf("%s (%d steps, %s)", marcopolo.Leg{Path: r.Path}, r.Steps, r.Price)
}
