package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/randomizers"
)

func newNewCmd(f *Factory) *cobra.Command {
	var (
		asJSON  bool
		players string
		seed    string
		options []string
	)
	cmd := &cobra.Command{
		Use:   "new GAME --players \"Ann,Ben,Cid\"",
		Short: "Start a session: seats, options and the game's setup",
		Example: `  talon new catan --players "Ann,Ben,Cid"
  talon new san-juan --players "Ann:red,Ben:blue" --option governor=Ben
  talon new catan --players "Ann,Ben,Cid" --seed 7K2M-QX9P-T3AB-C   # the same setup again`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := f.lookupGame(args[0])
			if err != nil {
				return err
			}
			cfg := companion.Config{}
			if cfg.Players, err = parsePlayers(players); err != nil {
				return err
			}
			if cfg.Options, err = parseOptionFlags(options); err != nil {
				return err
			}
			s := f.NewSeed()
			if seed != "" {
				if s, err = randomizers.ParseSeed(seed); err != nil {
					return usagef("--seed: %v", err)
				}
			}
			sess, err := companion.NewSession(g, cfg, s, f.Now().UTC())
			if err != nil {
				return err
			}
			st, err := g.Start(sess.Config, sess.Setup)
			if err != nil {
				return err
			}
			store, err := f.Store()
			if err != nil {
				return err
			}
			if sess, err = store.CreateSession(f.ctx(), sess); err != nil {
				return err
			}
			view := st.View()
			if asJSON {
				return writeJSON(f.Out, struct {
					Session companion.Session  `json:"session"`
					View    companion.View     `json:"view"`
					Legal   []companion.Choice `json:"legal"`
				}{sess, view, st.Legal()})
			}
			fmt.Fprintf(f.Out, "Session %d: %s for %s\n", sess.ID, g.Info().Name, playerNames(sess.Config.Players))
			f.say("Seed: ", "  ", fmt.Sprintf("%s (`--seed %s` sets up the same table again)", sess.Seed, sess.Seed))
			f.renderView(view, "")
			if f.board(st) != "" { // drawn before the first question that needs it, not twice
				f.say("Board: ", "  ", fmt.Sprintf("`talon play` draws it before the first question that needs it, `talon status %d` any time.", sess.ID))
			}
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	cmd.Flags().StringVar(&players, "players", "", `players in seat order, comma-separated, optional colour: "Ann:red,Ben,Cid"`)
	cmd.Flags().StringVar(&seed, "seed", "", "seed code to reproduce a setup (any text works too)")
	cmd.Flags().StringArrayVar(&options, "option", nil, "game option key=value (see `talon games`); repeatable")
	return cmd
}

func parsePlayers(s string) ([]companion.Player, error) {
	parts := splitList(s)
	if len(parts) == 0 {
		return nil, usagef(`--players is required, e.g. --players "Ann,Ben,Cid"`)
	}
	out := make([]companion.Player, len(parts))
	for i, p := range parts {
		name, colour, _ := strings.Cut(p, ":")
		out[i] = companion.Player{Name: strings.TrimSpace(name), Colour: strings.ToLower(strings.TrimSpace(colour))}
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
