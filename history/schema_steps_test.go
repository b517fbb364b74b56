package history

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
)

// TestAdditiveStepDoesNotLockOutOlderTalons: a file made by the talon before the
// additive step, opened by this one for a read (which adds the step), keeps the
// user_version the older talon knows, so the older talon still opens it and finds
// nothing to migrate; a step that is not additive after it raises user_version.
func TestAdditiveStepDoesNotLockOutOlderTalons(t *testing.T) {
	ctx := context.Background()
	older := migrations[:readableSince(migrations)]
	if len(older) == len(migrations) {
		t.Skip("the newest step is not additive")
	}
	path := filepath.Join(t.TempDir(), "talon.db")
	db := rawDB(t, path)
	if err := migrate(ctx, db, path, older); err != nil {
		t.Fatal(err)
	}
	db.Close()
	s, err := OpenExisting(path) // what `talon history` does
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.History(ctx, HistoryFilter{}); err != nil {
		t.Fatal(err)
	}
	checkPragmas(t, s.write, map[string]string{"user_version": fmt.Sprint(len(older))})
	s.Close()
	if err := checkHeader(path); err != nil {
		t.Fatal(err)
	}
	db = rawDB(t, path)
	defer db.Close()
	id, err := readIdentity(ctx, db)
	if err != nil || id.applied != len(migrations) {
		t.Fatalf("steps applied %d (%v), want %d", id.applied, err, len(migrations))
	}
	// The older talon: the file passes its check, and its migration does nothing.
	if err := id.check(path, len(older)); err != nil {
		t.Errorf("the older talon refuses the file: %v", err)
	}
	if err := migrate(ctx, db, path, older); err != nil {
		t.Errorf("the older talon's migration: %v", err)
	}
	checkPragmas(t, db, map[string]string{"user_version": fmt.Sprint(len(older))})
	// A later step that is not additive locks the older talons out, as it must.
	later := append(append([]migration{}, migrations...), migration{name: "test: breaking", sql: `CREATE TABLE later (x)`})
	if err := migrate(ctx, db, path, later); err != nil {
		t.Fatal(err)
	}
	checkPragmas(t, db, map[string]string{"user_version": fmt.Sprint(len(later))})
	if id, _ := readIdentity(ctx, db); id.check(path, len(migrations)) == nil {
		t.Error("a file with a step this talon does not know was accepted")
	}
}
