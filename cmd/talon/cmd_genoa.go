package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/genoa"
	"github.com/talon-games/talon/companion/i18n"
)

// genoaBoardFile is where `talon genoa board import|capture` keep the captured board:
// beside the database, so one capture serves every session on it.
const genoaBoardFile = "genoa-board.json"

func newGenoaCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "genoa",
		Short: f.P.Sprintf("Genoa tools: capture the board once (its layout is not public), draw it; the names talon knows"),
	}
	board := &cobra.Command{
		Use:   "board",
		Short: f.P.Sprintf("The captured board: template, import, capture, show, export"),
		Long:  f.P.Sprintf(genoaBoardLong),
	}
	board.AddCommand(newGenoaTemplateCmd(f), newGenoaImportCmd(f), newGenoaCaptureCmd(f), newGenoaShowCmd(f), newGenoaExportCmd(f))
	cmd.AddCommand(board, newGenoaNamesCmd(f))
	return cmd
}

func newGenoaTemplateCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "template",
		Short: f.P.Sprintf("Print an editable 8x8 grid with the cells the rulebook fixes filled in"),
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := io.WriteString(f.Out, genoa.BoardTemplateIn(f.P))
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
		Short:   f.P.Sprintf("Validate a board file (text grid or JSON) and keep it as the captured board"),
		Example: f.P.Sprintf("  talon genoa board template > board.txt   # fill it in, then\n  talon genoa board import board.txt"),
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

// boardProblemLines bounds the list: a fresh template has over sixty empty cells.
const boardProblemLines = 20

// reportBoardProblems lists every problem on stderr; it fails when one refuses the board.
func (f *Factory) reportBoardProblems(what string, problems genoa.BoardProblems) error {
	for i, p := range problems {
		if i == boardProblemLines {
			f.P.Fprintln(f.Err, "… and %d more; fill in these and import again", len(problems)-i)
			break
		}
		fmt.Fprintln(f.Err, p.Local(f.P))
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
	f.P.Fprintf(f.Out, "Board %q kept at %s.\nStart a game on it:\n  talon new genoa --players \"Ann,Ben,Cid\" --data board=%s\n", b.ID, dest, dest)
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
		Short: f.P.Sprintf("Draw the captured board, or a session's board with the tower's route, discs and owners"),
		Example: f.P.Sprintf(`  talon genoa board show
  talon genoa board show --session 4 --svg turn.svg`),
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("session") {
				o.session = "-"
			}
			return f.runGenoaShow(cmd.Context(), o)
		},
	}
	cmd.Flags().StringVar(&o.file, "file", "", f.P.Sprintf("draw this board file instead of the kept one"))
	cmd.Flags().StringVar(&o.session, "session", "", f.P.Sprintf("draw this session's board (empty: the latest session)"))
	cmd.Flags().StringVar(&o.svg, "svg", "", f.P.Sprintf("also write the drawing as an SVG picture to this file"))
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
		if err := writeNamedFile(o.svg, []byte(board.SVG(marks))); err != nil {
			return err
		}
	}
	if o.asJSON {
		_, err := f.Out.Write(board.JSON())
		return err
	}
	verified := f.P.Sprintf("not verified against the printed board")
	if board.Verified {
		verified = f.P.Sprintf("verified")
	}
	f.P.Fprintf(f.Out, "Board %s (%s)\n%s%s\n", board.ID, verified, board.TextIn(f.P, marks, true), f.P.Sprintf(genoa.Legend))
	if o.svg != "" {
		f.P.Fprintf(f.Out, "SVG written to %s.\n", o.svg)
	}
	return nil
}

func newGenoaExportCmd(f *Factory) *cobra.Command {
	var grid bool
	cmd := &cobra.Command{
		Use:   "export [FILE]",
		Short: f.P.Sprintf("Write the captured board as a file (JSON, or --grid text) so one capture serves a club"),
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			b, err := f.loadGenoaBoard("")
			if err != nil {
				return err
			}
			data := b.JSON()
			if grid {
				data = []byte(b.GridTextIn(f.P))
			}
			if len(args) == 0 {
				_, err = f.Out.Write(data)
				return err
			}
			if err := writeNamedFile(args[0], data); err != nil {
				return err
			}
			f.P.Fprintf(f.Out, "Board written to %s.\n", args[0])
			return nil
		},
	}
	cmd.Flags().BoolVar(&grid, "grid", false, f.P.Sprintf("write the editable text grid instead of JSON"))
	return cmd
}

func newGenoaCaptureCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "capture",
		Short: f.P.Sprintf("Enter the board cell by cell, row by row (red 1 to 8, blue 1 to 8 in each)"),
		Long:  f.P.Sprintf(genoaCaptureLong),
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !f.Interactive() {
				return usagef("capture asks questions on a terminal; without one, fill in `talon genoa board template` and import it")
			}
			return f.runGenoaCapture()
		},
	}
}

// genoaCaptureFile keeps a capture stopped half way (Ctrl-C), beside the database.
const genoaCaptureFile = "genoa-board-capture.txt"

const captureHelp = `Read the board row by row along its red numbers, each row from blue 1 to
blue 8. Each cell is a short list: type the start of its name (English, German
or Hungarian: "gu" is the Guild Hall, "st" a street square) and press Enter.
Enter alone takes the first entry, the same as the cell to the left: a building
covering several cells is one Enter per cell. The market and the street at
blue 3, red 2 are filled in. Esc goes back a cell; Ctrl-C keeps what you
entered for the next capture.
`

func (f *Factory) runGenoaCapture() error {
	words, err := f.genoaNames()
	if err != nil {
		return err
	}
	capture, err := f.resumeGenoaCapture(words)
	if err != nil {
		return err
	}
	capture.In(f.P)
	return f.keepGenoaCapture(capture, f.captureBoard(capture))
}

// captureBoard asks every cell not yet entered, then checks the board and asks the rows
// its problems are about again until it is right, and keeps it.
func (f *Factory) captureBoard(capture *genoa.Capture) error {
	f.P.Fprintf(f.Out, captureHelp)
	var cells []genoa.Cell
	for red := capture.Entered() + 1; red <= genoa.Side; red++ {
		cells = append(cells, capture.Asked(red)...)
	}
	if err := f.captureCells(capture, cells); err != nil {
		return err
	}
	for {
		b, problems := capture.Board()
		if b != nil {
			for _, p := range problems {
				fmt.Fprintln(f.Out, p.Local(f.P))
			}
			fmt.Fprint(f.Out, b.TextIn(f.P, genoa.Marks{}, true))
			if _, err := f.storeGenoaBoard(b); err != nil {
				return err
			}
			f.dropGenoaCapture()
			return nil
		}
		f.P.Fprintln(f.Out, "The board is not right yet:")
		for _, p := range problems.Refusing() {
			fmt.Fprint(f.Out, hangText("  ", "    ", p.Local(f.P), f.width()))
		}
		rows := problems.Rows()
		label := f.P.Sprintf("Row to enter again (red 1-8)")
		if len(rows) > 0 {
			label = f.P.Sprintf("Row to enter again (red 1-8; the problems name %s)", joinInts(rows))
		}
		redo, err := f.Prompter.Input(label, func(s string) error {
			_, err := companion.ReadInt("row", s, 1, genoa.Side)
			return f.localError(err)
		})
		if err != nil {
			return err
		}
		red, _ := companion.ReadInt("row", redo, 1, genoa.Side)
		capture.Again(red)
		if err := f.captureCells(capture, capture.Asked(red)); err != nil {
			return err
		}
	}
}

// captureCells asks the cells in order, each a pick list; Esc goes back a cell. The
// buildings still to place are listed as each row begins and the row is shown once
// entered.
func (f *Factory) captureCells(capture *genoa.Capture, cells []genoa.Cell) error {
	for i := 0; i < len(cells); {
		cell := cells[i]
		if i == 0 || cells[i-1].Red != cell.Red {
			if missing := capture.Missing(); len(missing) > 0 {
				fmt.Fprint(f.Out, hangText(f.P.Sprintf("red %s · still to place: ", strconv.Itoa(cell.Red)), "  ", strings.Join(missing, ", "), f.width()))
			} else {
				f.P.Fprintf(f.Out, "red %d · all 18 buildings are placed\n", cell.Red)
			}
		}
		choices := capture.Choices(cell)
		items := make([]Item, len(choices))
		for j, ch := range choices {
			items[j] = Item{Text: ch.Text, Names: ch.Names}
		}
		j, err := f.Prompter.Select(Question{
			Label: f.P.Sprintf("red %s, blue %s", strconv.Itoa(cell.Red), strconv.Itoa(cell.Blue)),
			Items: items,
			Why:   func(typed string) string { return capture.CaptureWhy(cell, typed) },
		})
		switch {
		case errors.Is(err, errBack):
			if i > 0 {
				i--
				capture.Back(cells[i])
			}
			continue
		case err != nil:
			return err
		}
		capture.Choose(cell, choices[j])
		if apart := capture.Apart(cell); apart != "" {
			fmt.Fprint(f.Out, hangText(f.P.Sprintf("  note: "), "    ", apart, f.width()))
		}
		i++
		if i == len(cells) || cells[i].Red != cell.Red {
			fmt.Fprintln(f.Out, capture.RowText(cell.Red))
		}
	}
	return nil
}

// resumeGenoaCapture starts a capture, or goes on with one stopped half way when the
// person wants to.
func (f *Factory) resumeGenoaCapture(words *genoa.Names) (*genoa.Capture, error) {
	path, err := f.tableDataPath(genoaCaptureFile)
	if err != nil {
		return nil, err
	}
	data, err := readBoundedFile(path, genoa.MaxBoardBytes)
	if err != nil {
		return genoa.NewCapture(words), nil // none kept
	}
	kept, err := genoa.ResumeCapture(words, string(data))
	if err != nil || kept.Entered() == 0 {
		return genoa.NewCapture(words), nil
	}
	again, err := f.Prompter.Confirm(f.P.Sprintf("Go on with the capture stopped after red %s", strconv.Itoa(kept.Entered())))
	if err != nil {
		return nil, err
	}
	if !again {
		return genoa.NewCapture(words), nil
	}
	return kept, nil
}

// keepGenoaCapture keeps what was entered when the person stops (Ctrl-C) and says how
// to go on; other errors pass through.
func (f *Factory) keepGenoaCapture(capture *genoa.Capture, err error) error {
	if !errors.Is(err, errInterrupted) {
		return err
	}
	if _, kerr := f.keepTableData(genoaCaptureFile, []byte(capture.Grid())); kerr != nil {
		return kerr
	}
	f.P.Fprintf(f.Out, "Stopped. The %d rows entered are kept: `talon genoa board capture` goes on.\n", capture.Entered())
	return nil
}

func (f *Factory) dropGenoaCapture() {
	if path, err := f.tableDataPath(genoaCaptureFile); err == nil {
		_ = os.Remove(path)
	}
}

// genoaNamesFile is where `talon genoa names import` keeps the table's names file.
const genoaNamesFile = "genoa-names.txt"

func newGenoaNamesCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "names",
		Short: f.P.Sprintf("The names talon accepts for buildings, goods, tiles and cards: template, import, show"),
		Long:  f.P.Sprintf(genoaNamesLong),
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "template",
		Short: f.P.Sprintf("Print the names file (UNKNOWN where talon does not know a name) to edit"),
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			words, err := f.genoaNames()
			if err != nil {
				return err
			}
			_, err = io.WriteString(f.Out, words.TextIn(f.P))
			return err
		},
	}, &cobra.Command{
		Use:     "import FILE",
		Short:   f.P.Sprintf("Check a names file and keep it for board capture and import"),
		Example: f.P.Sprintf("  talon genoa names template > names.txt   # replace UNKNOWN, then\n  talon genoa names import names.txt"),
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			data, err := readBoundedFile(args[0], genoa.MaxNamesBytes)
			if err != nil {
				return err
			}
			words, err := genoa.ParseNames(data)
			if err != nil {
				return usagef("%s: %v", args[0], err)
			}
			dest, err := f.keepTableData(genoaNamesFile, []byte(words.Text()))
			if err != nil {
				return err
			}
			f.P.Fprintf(f.Out, "Names kept at %s.\nStart a game with them:\n  talon new genoa --players \"Ann,Ben,Cid\" --data names=%s\n", dest, dest)
			f.printUnknownNames(words)
			return nil
		},
	}, newGenoaNamesShowCmd(f))
	return cmd
}

func newGenoaNamesShowCmd(f *Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "show [KIND]",
		Short:   f.P.Sprintf("List the names talon accepts by kind, and the ones it does not know; a KIND in every language"),
		Example: f.P.Sprintf(genoaNamesShowExample),
		Args:    maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			words, err := f.genoaNames()
			if err != nil {
				return err
			}
			entries, kinds := words.Entries, []string(nil)
			if len(args) == 1 {
				kind, err := genoa.NameKinds.Lookup(args[0])
				if err != nil {
					return err
				}
				entries, kinds = words.OfKind(kind.ID), []string{kind.ID}
			}
			switch {
			case asJSON:
				return writeJSON(f.Out, struct {
					Names    []genoa.NameEntry `json:"names"`
					Unknowns []string          `json:"unknown"`
				}{entries, words.UnknownsIn(i18n.NewPrinter(i18n.English), kinds...)})
			case kinds == nil:
				f.printNamesByKind(words)
			default:
				f.printNamesOfKind(words, kinds[0])
			}
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	return cmd
}

// printNamesByKind lists each kind's names in the table's language, then what talon
// does not know: every name within 24 lines (the table of all of them in every
// language was 61).
func (f *Factory) printNamesByKind(words *genoa.Names) {
	f.printWrapped(f.P.Sprintf(genoaNamesByKind))
	f.printHanging(words.ByKindIn(f.P))
	f.printUnknownNames(words)
}

// printNamesOfKind is one kind's table: each thing's English, German and Hungarian
// names and other spellings, without a frame so the 18 buildings fit 24 lines.
func (f *Factory) printNamesOfKind(words *genoa.Names, kind string) {
	f.P.Fprintf(f.Out, "Genoa names: %s\n", genoa.KindText(kind))
	t := f.newTable("", f.P.Sprintf("English name"), f.P.Sprintf("German name"), f.P.Sprintf("Hungarian name"), f.P.Sprintf("Also"))
	t.Style().Options.DrawBorder = false
	t.SetOutputMirror(nil) // printed below without the padding a frameless table ends lines with
	for _, e := range words.OfKind(kind) {
		t.AppendRow(table.Row{e.English, nameColumn(e.German), nameColumn(e.Hungarian), strings.Join(e.Also, ", ")})
	}
	for _, line := range strings.Split(t.Render(), "\n") {
		fmt.Fprintln(f.Out, strings.TrimRight(line, " "))
	}
	if len(words.UnknownsIn(f.P, kind)) > 0 {
		f.printWrapped(f.P.Sprintf(genoaNamesUnknownOfKind))
	}
}

func nameColumn(names []string) string {
	if names == nil {
		return genoa.Unknown
	}
	return strings.Join(names, ", ")
}

// printUnknownNames says plainly which names talon does not know.
func (f *Factory) printUnknownNames(words *genoa.Names) {
	unknown := words.UnknownsIn(f.P)
	if len(unknown) == 0 {
		return
	}
	f.printWrapped(f.P.Sprintf("UNKNOWN to talon (not in the rules digest, never guessed; typing them fails):"))
	f.printHanging(unknown)
	f.printWrapped(f.P.Sprintf("Add them from your box: talon genoa names template > names.txt, edit, import."))
}

// printWrapped prints a line broken at spaces to the terminal's width, the rest indented.
func (f *Factory) printWrapped(line string) {
	fmt.Fprint(f.Out, hangText("", "  ", line, f.width()))
}

// printHanging prints "what: a, b, c" lines indented, each broken at spaces to the
// terminal's width with its continuation indented under it.
func (f *Factory) printHanging(lines []string) {
	for _, u := range lines {
		head, rest, _ := strings.Cut(u, ":")
		fmt.Fprint(f.Out, hangText("  "+head+": ", "    ", rest, f.width()))
	}
}

// genoaNames are the kept names file's names, else talon's own.
func (f *Factory) genoaNames() (*genoa.Names, error) {
	path, err := f.tableDataPath(genoaNamesFile)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(path); err != nil {
		return genoa.DefaultNames, nil
	}
	data, err := readBoundedFile(path, genoa.MaxNamesBytes)
	if err != nil {
		return nil, err
	}
	words, err := genoa.ParseNames(data)
	if err != nil {
		return nil, usagef("%s: %v", path, err)
	}
	return words, nil
}

// Long helps, kept as constants: they are also their catalog keys.
const (
	genoaBoardLong = `Genoa's 8x8 board layout is not public, so the table captures it once: from the
template (edit and import it), or row by row with capture. talon keeps it beside the
database. A game is started on it with

  talon new genoa --players … --data board=FILE

The session copies the board: a later change to the file never changes it.`
	genoaCaptureLong = `Asks each cell of the board as a short pick list: type the start of a name and
press Enter; Enter alone repeats the building to the left. About two minutes.
Esc goes back a cell; Ctrl-C keeps what was entered and the next capture goes on
from there.`
	genoaNamesLong = `talon accepts every name in English, German and Hungarian that the rules digest
gives; the ones it does not give (German names of the special tiles and card
kinds, the Palace and the villas; Hungarian names of three warehouses) are
UNKNOWN and never guessed. Fill them in from your own box: print the template,
replace UNKNOWN, import it; board capture and import then accept them, and
talon new genoa --data names=FILE takes them into a game.`
	genoaNamesShowExample = "  talon genoa names show            # every kind, in the table's language\n" +
		"  talon genoa names show buildings  # in every language, every spelling"
	genoaNamesByKind        = "Genoa names by kind (talon genoa names show KIND: one kind in every language):"
	genoaNamesUnknownOfKind = "UNKNOWN: not in the rules digest, never guessed. Add them from your box: " +
		"talon genoa names template > names.txt, edit, import."
)
