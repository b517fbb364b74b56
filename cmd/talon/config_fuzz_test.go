package main

import (
	"testing"

	"github.com/talon-games/talon/companion/names"
)

// FuzzConfig: the settings file reader never panics; every refusal is one line naming
// the file and the line (config:N); a location it reads is clean text.
func FuzzConfig(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := writeConfigFile(t, dir, data)
		cfg, err := configFactory(dir).loadConfig()
		if err != nil {
			checkConfigError(t, path, data, err)
			return
		}
		if cfg.location != "" {
			if clean, err := names.CleanText("location", cfg.location); err != nil || clean != cfg.location {
				t.Fatalf("%q: location %q is not clean text (%q, %v)", data, cfg.location, clean, err)
			}
		}
	})
}
