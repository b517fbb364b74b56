package history

import (
	"context"
	"fmt"
	"slices"
	"testing"
)

// TestMergeCorrectionsOfOnePlay corrects one play on two laptops (each from the score it
// had) and merges both ways, in either order: every correction counts for the seats it
// changed; a seat corrected on both sides keeps the later correction; ranks follow.
func TestMergeCorrectionsOfOnePlay(t *testing.T) {
	type fix struct {
		onB   bool // made on laptop B, else A
		seat  int
		total int
		when  int
	}
	tests := []struct {
		name      string
		fixes     []fix
		chain     bool // B imports A's file before making its own
		wantTotal []int
		wantRank  []int
	}{
		{"two players, one on each laptop", []fix{{false, 2, 9, 30}, {true, 0, 7, 31}}, false,
			[]int{7, 10, 9}, []int{3, 1, 2}},
		{"the same two, B's made first", []fix{{true, 0, 7, 30}, {false, 2, 9, 31}}, false,
			[]int{7, 10, 9}, []int{3, 1, 2}},
		{"one player on both laptops: the later correction", []fix{{false, 0, 7, 30}, {true, 0, 11, 31}}, false,
			[]int{11, 10, 8}, []int{1, 2, 3}},
		{"one player on both laptops, the later made on A", []fix{{true, 0, 11, 30}, {false, 0, 7, 31}}, false,
			[]int{7, 10, 8}, []int{3, 1, 2}},
		{"B corrects after importing A's correction", []fix{{false, 2, 9, 30}, {true, 0, 7, 31}}, true,
			[]int{7, 10, 9}, []int{3, 1, 2}},
		{"a correction that makes a tie, and one that breaks it", []fix{{false, 2, 10, 30}, {true, 1, 12, 31}}, false,
			[]int{6, 12, 10}, []int{3, 1, 2}},
	}
	for _, tt := range tests {
		for _, aFirst := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s, A imports first %v", tt.name, aFirst), func(t *testing.T) {
				ctx := context.Background()
				a, b := openTemp(t), openTemp(t)
				id := played(t, a, "catan", at(1), line{"Ann", 6}, line{"Ben", 10}, line{"Cy", 8})
				importDoc(t, b, exported(t, a), ImportOptions{})
				for _, f := range tt.fixes {
					s := a
					if f.onB {
						s = b
						if tt.chain {
							importDoc(t, b, exported(t, a), ImportOptions{})
						}
					}
					if _, err := s.CorrectScores(ctx, id, map[int]int{f.seat: f.total}, "recount", at(f.when)); err != nil {
						t.Fatal(err)
					}
				}
				docA, docB := exported(t, a), exported(t, b)
				first, second := []any{a, docB}, []any{b, docA}
				if !aFirst {
					first, second = second, first
				}
				for _, step := range [][]any{first, second} {
					if rep := importDoc(t, step[0].(*Store), step[1].([]byte), ImportOptions{}); len(rep.Conflicts) != 0 {
						t.Fatalf("conflicts: %+v", rep.Conflicts)
					}
				}
				sameHistory(t, a, b)
				for name, s := range map[string]*Store{"A": a, "B": b} {
					got, err := s.History(ctx, HistoryFilter{})
					if err != nil || len(got) != 1 {
						t.Fatalf("history on %s: %+v, %v", name, got, err)
					}
					var totals, ranks []int
					for _, p := range got[0].Players {
						totals, ranks = append(totals, p.Score), append(ranks, p.Rank)
					}
					if !slices.Equal(totals, tt.wantTotal) || !slices.Equal(ranks, tt.wantRank) {
						t.Errorf("on %s: totals %v ranks %v, want %v %v", name, totals, ranks, tt.wantTotal, tt.wantRank)
					}
				}
				// Importing again changes nothing.
				if rep := importDoc(t, a, exported(t, b), ImportOptions{}); rep.SessionsUpdated != 0 {
					t.Errorf("re-import updated: %+v", rep)
				}
			})
		}
	}
}
