package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/genoa"
)

// genoaBoardFile is where `talon genoa board import|capture` keep the captured board:
// beside the database, so one capture serves every session on it.
const genoaBoardFile = "genoa-board.json"

func newGenoaCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "genoa",
		Short: "Genoa tools: capture the board once (its layout is not public) and draw it",
	}
	board := &cobra.Command{
		Use:   "board",
		Short: "The captured board: template, import, capture, show, export",
		Long: `Genoa's 8x8 board layout is not public, so the table captures it once: from the
template (edit and import it), or row by row with capture. talon keeps it beside the
database; start a game on it with  talon new genoa --players … --data board=FILE
(the session copies the board, so a later change to the file never changes it).`,
	}
	board.AddCommand(newGenoaTemplateCmd(f), newGenoaImportCmd(f), newGenoaCaptureCmd(f), newGenoaShowCmd(f), newGenoaExportCmd(f))
	cmd.AddCommand(board)
	return cmd
}

func newGenoaTemplateCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "template",
		Short: "Print an editable 8x8 grid with the cells the rulebook fixes filled in",
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := io.WriteString(f.Out, genoa.BoardTemplate())
			return err
		},
	}
}

type genoaImportOptions struct {
	path   string
	asJSON bool
}

func newGenoaImportCmd(f *Factory) *cobra.Command {
	var o genoaImportOptions
	cmd := &cobra.Command{
		Use:     "import FILE",
		Short:   "Validate a board file (text grid or JSON) and keep it as the captured board",
		Example: "  talon genoa board template > board.txt   # fill it in, then\n  talon genoa board import board.txt",
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.path = args[0]
			return f.runGenoaImport(o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	return cmd
}

func (f *Factory) runGenoaImport(o genoaImportOptions) error {
	data, err := readBoundedFile(o.path, genoa.MaxBoardBytes)
	if err != nil {
		return err
	}
	b, problems := genoa.ParseBoard(data)
	if o.asJSON && b == nil {
		if err := writeJSON(f.Out, struct {
			Problems genoa.BoardProblems `json:"problems"`
		}{problems}); err != nil {
			return err
		}
		return usagef("%s: the board has %d problem(s)", o.path, len(problems.Refusing()))
	}
	if err := f.reportBoardProblems(o.path, problems); err != nil {
		return err
	}
	dest, err := f.storeGenoaBoard(b)
	if err != nil {
		return err
	}
	if o.asJSON {
		return writeJSON(f.Out, struct {
			Stored   string              `json:"stored"`
			Problems genoa.BoardProblems `json:"problems,omitempty"`
		}{dest, problems})
	}
	return nil
}

// reportBoardProblems lists every problem on stderr; it fails when one refuses the board.
func (f *Factory) reportBoardProblems(what string, problems genoa.BoardProblems) error {
	for _, p := range problems {
		fmt.Fprintln(f.Err, p.String())
	}
	if n := len(problems.Refusing()); n > 0 {
		return usagef("%s: the board has %d problem(s), listed above by cell", what, n)
	}
	return nil
}

// genoaBoardPath is the captured board's place beside the database.
func (f *Factory) genoaBoardPath() (string, error) { return f.tableDataPath(genoaBoardFile) }

func (f *Factory) storeGenoaBoard(b *genoa.Board) (string, error) {
	dest, err := f.keepTableData(genoaBoardFile, b.JSON())
	if err != nil {
		return "", err
	}
	fmt.Fprintf(f.Out, "Board %q kept at %s.\nStart a game on it:\n  talon new genoa --players \"Ann,Ben,Cid\" --data board=%s\n", b.ID, dest, dest)
	return dest, nil
}

// loadGenoaBoard reads a board file (the kept one when path is empty).
func (f *Factory) loadGenoaBoard(path string) (*genoa.Board, error) {
	if path == "" {
		kept, err := f.genoaBoardPath()
		if err != nil {
			return nil, err
		}
		if _, err := os.Stat(kept); err != nil {
			return nil, usagef("no board captured yet (%s): use `talon genoa board capture` or `import`", kept)
		}
		path = kept
	}
	data, err := readBoundedFile(path, genoa.MaxBoardBytes)
	if err != nil {
		return nil, err
	}
	b, problems := genoa.ParseBoard(data)
	if b == nil {
		return nil, f.reportBoardProblems(path, problems)
	}
	return b, nil
}

type genoaShowOptions struct {
	file    string
	session string
	svg     string
	asJSON  bool
}

func newGenoaShowCmd(f *Factory) *cobra.Command {
	var o genoaShowOptions
	cmd := &cobra.Command{
		Use:   "show",
		Short: "Draw the captured board, or a session's board with the tower's route, discs and owners",
		Example: `  talon genoa board show
  talon genoa board show --session 4 --svg turn.svg`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("session") {
				o.session = "-"
			}
			return f.runGenoaShow(cmd.Context(), o)
		},
	}
	cmd.Flags().StringVar(&o.file, "file", "", "draw this board file instead of the kept one")
	cmd.Flags().StringVar(&o.session, "session", "", "draw this session's board (empty: the latest session)")
	cmd.Flags().StringVar(&o.svg, "svg", "", "also write the drawing as an SVG picture to this file")
	addJSONFlag(cmd, &o.asJSON)
	return cmd
}

func (f *Factory) runGenoaShow(ctx context.Context, o genoaShowOptions) error {
	var (
		board *genoa.Board
		marks genoa.Marks
		err   error
	)
	if o.session != "-" {
		l, err := f.loadSession(ctx, o.session)
		if err != nil {
			return err
		}
		st, ok := genoa.SessionState(l.State)
		if !ok {
			return usagef("session %d is %s, not Genoa", l.Session.ID, l.Session.Game)
		}
		if st.Board == nil {
			return usagef("session %d was started without a captured board (--data board=FILE)", l.Session.ID)
		}
		board, marks = st.Board, st.Marks()
	} else if board, err = f.loadGenoaBoard(o.file); err != nil {
		return err
	}
	if o.svg != "" {
		if err := os.WriteFile(o.svg, []byte(board.SVG(marks)), 0o644); err != nil {
			return err
		}
	}
	if o.asJSON {
		_, err := f.Out.Write(board.JSON())
		return err
	}
	verified := "not verified against the printed board"
	if board.Verified {
		verified = "verified"
	}
	fmt.Fprintf(f.Out, "Board %s (%s)\n%s%s\n", board.ID, verified, board.Text(marks, true), genoa.Legend)
	if o.svg != "" {
		fmt.Fprintf(f.Out, "SVG written to %s.\n", o.svg)
	}
	return nil
}

func newGenoaExportCmd(f *Factory) *cobra.Command {
	var grid bool
	cmd := &cobra.Command{
		Use:   "export [FILE]",
		Short: "Write the captured board as a file (JSON, or --grid text) so one capture serves a club",
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			b, err := f.loadGenoaBoard("")
			if err != nil {
				return err
			}
			data := b.JSON()
			if grid {
				data = []byte(b.GridText())
			}
			if len(args) == 0 {
				_, err = f.Out.Write(data)
				return err
			}
			if err := os.WriteFile(args[0], data, 0o644); err != nil {
				return err
			}
			fmt.Fprintf(f.Out, "Board written to %s.\n", args[0])
			return nil
		},
	}
	cmd.Flags().BoolVar(&grid, "grid", false, "write the editable text grid instead of JSON")
	return cmd
}

func newGenoaCaptureCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "capture",
		Short: "Enter the board row by row (red 1 to 8), each row's 8 spaces for blue 1 to 8",
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !f.Interactive() {
				return usagef("capture asks questions on a terminal; without one, fill in `talon genoa board template` and import it")
			}
			return f.runGenoaCapture()
		},
	}
}

const captureHelp = `Read each row of the board along its red number, from blue 1 to blue 8,
and type its 8 spaces comma-separated: a building's name in any language, or
the start of it ("gu" is the Guild Hall), market, or st for a street square. A
building covering several cells is typed on each of them. Ctrl-C stops.
`

func (f *Factory) runGenoaCapture() error {
	fmt.Fprint(f.Out, captureHelp)
	rows := make([][]string, genoa.Side)
	ask := func(red int) error {
		answer, err := f.Prompter.Input(fmt.Sprintf("red %d", red), func(s string) error {
			_, err := genoa.CaptureRow(red, s)
			return err
		})
		if err != nil {
			return err
		}
		rows[red-1], err = genoa.CaptureRow(red, answer)
		return err
	}
	for red := 1; red <= genoa.Side; red++ {
		if err := ask(red); err != nil {
			return err
		}
	}
	for {
		b, problems := genoa.ParseBoard([]byte(genoa.CapturedGrid(rows)))
		if b != nil {
			for _, p := range problems {
				fmt.Fprintln(f.Out, p.String())
			}
			fmt.Fprint(f.Out, b.Text(genoa.Marks{}, true))
			_, err := f.storeGenoaBoard(b)
			return err
		}
		fmt.Fprintln(f.Out, "The board is not right yet:")
		for _, p := range problems {
			fmt.Fprintln(f.Out, "  "+p.String())
		}
		redo, err := f.Prompter.Input("Which row to type again (red 1 to 8)", func(s string) error {
			_, err := companion.ReadInt("row", s, 1, genoa.Side)
			return err
		})
		if err != nil {
			return err
		}
		red, _ := companion.ReadInt("row", redo, 1, genoa.Side)
		if err := ask(red); err != nil {
			return err
		}
	}
}
