package history

import (
	"context"
	"reflect"
	"testing"
)

func TestHistoryPagesAndDates(t *testing.T) {
	s := openTemp(t)
	var ids []int64 // oldest first
	for i := range 7 {
		ids = append(ids, played(t, s, "catan", at(60*i), line{"Ann", 10 + i}, line{"Ben", 5}))
	}
	newest := func(from, n int) []int64 { // ids newest first, skipping from
		var out []int64
		for i := len(ids) - 1 - from; i >= 0 && len(out) < n; i-- {
			out = append(out, ids[i])
		}
		return out
	}
	tests := []struct {
		name string
		f    HistoryFilter
		want []int64
	}{
		{"first page", HistoryFilter{Limit: 3}, newest(0, 3)},
		{"second page", HistoryFilter{Limit: 3, Offset: 3}, newest(3, 3)},
		{"last, short page", HistoryFilter{Limit: 3, Offset: 6}, newest(6, 3)},
		{"past the end", HistoryFilter{Limit: 3, Offset: 7}, nil},
		{"offset without limit", HistoryFilter{Offset: 5}, newest(5, 7)},
		{"since is inclusive", HistoryFilter{PlayFilter: PlayFilter{Since: at(300)}}, []int64{ids[6], ids[5]}},
		{"until is exclusive", HistoryFilter{PlayFilter: PlayFilter{Until: at(60)}}, []int64{ids[0]}},
		{"between", HistoryFilter{PlayFilter: PlayFilter{Since: at(60), Until: at(180)}}, []int64{ids[2], ids[1]}},
		{"player and page", HistoryFilter{PlayFilter: PlayFilter{Player: "ben"}, Limit: 2, Offset: 1}, newest(1, 2)},
		{"unknown location", HistoryFilter{PlayFilter: PlayFilter{Location: "Moon"}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.History(context.Background(), tt.f)
			if err != nil {
				t.Fatal(err)
			}
			var gotIDs []int64
			for _, p := range got {
				gotIDs = append(gotIDs, p.SessionID)
			}
			if !reflect.DeepEqual(gotIDs, tt.want) {
				t.Errorf("got %v, want %v", gotIDs, tt.want)
			}
		})
	}
}

func TestEachPlayedStopsOnError(t *testing.T) {
	s := openTemp(t)
	for i := range 3 {
		played(t, s, "catan", at(i), line{"Ann", 1}, line{"Ben", 2})
	}
	calls := 0
	stop := errorString("enough")
	err := s.EachPlayed(context.Background(), HistoryFilter{}, func(Played) error {
		calls++
		return stop
	})
	if err != stop || calls != 1 {
		t.Errorf("err %v after %d calls; want the callback's error after 1", err, calls)
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }
