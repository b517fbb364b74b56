package history

import (
	"os"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A history that cannot be created is said with the name the table gave and the reason
// in its language, never the private name of the file being built.
func TestCreateErrorNamesTheHistory(t *testing.T) {
	if _, err := os.Stat("/proc/self"); err != nil {
		t.Skip("no /proc here: nothing refuses a new file")
	}
	_, err := Open("/proc/talon-history.db") // /proc takes no new files
	if err == nil {
		t.Fatal("created a history in /proc")
	}
	hu := i18n.NewPrinter(i18n.Hungarian).Error(err)
	if strings.Contains(err.Error(), ".new-") || !strings.Contains(hu, "/proc/talon-history.db: nincs ilyen fájl vagy mappa") {
		t.Errorf("en %q, hu %q", err, hu)
	}
}
