package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// newOptions are `talon new`'s flags and argument.
type newOptions struct {
	asJSON  bool
	game    string
	players string
	seed    string
	options []string
	data    []string
	details playDetailsFlags
}

// newLong is new's help; %s is the list of games it can start.
var newLong = i18n.Key("new starts a session of a game talon has a companion for:\n%s.\n`talon games` lists each game's options and the data files it takes.")

// newExample is new's example.
var newExample = i18n.Key(`  talon new catan --players "Ann,Ben,Cid"
  talon new san-juan --players "Ann:red,Ben:blue" --option governor=Ben
  talon new catan --players "Ann,Ben,Cid" --seed table-one   # same setup again`)

// maxDataFile bounds a table-supplied data file: a captured board or a card catalogue
// is a few kilobytes.
const maxDataFile = 1 << 20

func newNewCmd(f *Factory) *cobra.Command {
	var o newOptions
	cmd := &cobra.Command{
		Use:     "new " + f.P.Sprintf(`GAME --players "Ann,Ben,Cid"`),
		Short:   f.P.Sprintf("Start a session: seats, options and the game's setup"),
		Long:    f.P.Sprintf(newLong, playableIDs(f.Games)),
		Example: f.P.Sprintf(newExample),
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.game = args[0]
			return f.runNew(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().StringVar(&o.players, "players", "", f.P.Sprintf(`players in seat order, comma-separated, optional colour: "Ann:red,Ben,Cid"`))
	cmd.Flags().StringVar(&o.seed, "seed", "", f.P.Sprintf("seed code to reproduce a setup (any text works too)"))
	cmd.Flags().StringArrayVar(&o.options, "option", nil, f.P.Sprintf("game option `key=value` (see talon games); repeatable"))
	cmd.Flags().StringArrayVar(&o.data, "data", nil, f.P.Sprintf("table-supplied data `NAME=FILE` (see talon games); kept with the session, the file is not read again"))
	o.details.add(cmd, f)
	return cmd
}

func (f *Factory) runNew(ctx context.Context, o newOptions) error {
	e, err := f.lookupCompanion(o.game)
	if err != nil {
		return err
	}
	cfg := companion.Config{}
	if cfg.Players, err = parsePlayers(o.players); err != nil {
		return err
	}
	if cfg.Options, err = parseOptionFlags(o.options); err != nil {
		return err
	}
	if cfg.Data, err = readDataFlags(o.data); err != nil {
		return err
	}
	s := f.NewSeed()
	if o.seed != "" {
		if s, err = parseSeedFlag(o.seed); err != nil {
			return usagef("--seed: %v", err)
		}
	}
	details, err := o.details.change(f, true)
	if err != nil {
		return err
	}
	started := f.Now()
	if details.At != nil { // kept in the change: it dates the play, however late it ends
		started = *details.At
	}
	sess, err := companion.NewSession(e, cfg, s, started.UTC())
	if err != nil {
		return err
	}
	st, err := e.Companion.Start(sess.Config, sess.Setup)
	if err != nil {
		return err
	}
	store, err := f.CreatingStore()
	if err != nil {
		return err
	}
	if sess, err = store.CreateSession(ctx, sess); err != nil {
		return err
	}
	if !emptyChange(details) {
		if err := store.ChangeDetails(ctx, sess.ID, details, nil); err != nil {
			return err
		}
	}
	if o.asJSON { // English, for scripts
		return writeJSON(f.Out, struct {
			Session companion.Session  `json:"session"`
			View    companion.View     `json:"view"`
			Legal   []companion.Choice `json:"legal"`
		}{companion.PublicSession(e.Companion, sess), st.View(), st.Legal()})
	}
	view := companion.ViewIn(st, f.P)
	p := f.P
	f.renderView(view, "")
	if f.board(st) != "" { // drawn before the first question that needs it, not twice
		f.say(p.Sprintf("Board: "), "  ", p.Sprintf("`talon play` draws it before the first question that needs it, `talon status %s` any time.", idText(sess.ID)))
	}
	// Last, so the seed that sets the table up again and the number every later command
	// takes stay on the screen: the setup above is 22 lines at 80x24 for San Juan
	// (trial-final F9, trial F2), far more for Marco Polo.
	f.say(p.Sprintf("Seed: "), "  ", p.Sprintf("%s (`--seed %s` sets up the same table again)", sess.Seed, sess.Seed))
	p.Fprintf(f.Out, "Session %s: %s for %s\n", idText(sess.ID), e.Name, playerNames(sess.Config.Players))
	return nil
}

// playableIDs lists the games `talon new` can start, from the registry.
func playableIDs(games companion.Registry) string {
	var ids []string
	for _, e := range games {
		if e.Playable() {
			ids = append(ids, e.ID)
		}
	}
	return strings.Join(ids, ", ")
}

// readDataFlags reads each --data NAME=FILE once; the game validates the content.
func readDataFlags(flags []string) (map[string][]byte, error) {
	if len(flags) == 0 {
		return nil, nil
	}
	out := map[string][]byte{}
	for _, d := range flags {
		name, path, ok := strings.Cut(d, "=")
		name, path = strings.TrimSpace(name), strings.TrimSpace(path)
		if !ok || name == "" || path == "" {
			return nil, usagef("--data %q: write it as NAME=FILE", d)
		}
		if _, dup := out[name]; dup {
			return nil, usagef("--data %s is given twice", name)
		}
		var err error
		if out[name], err = readBoundedFile(path, maxDataFile); err != nil {
			return nil, usagef("--data %s: %v", name, err)
		}
	}
	return out, nil
}

func playerNames(ps []companion.Player) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}
