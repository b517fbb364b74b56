package history

import (
	"path/filepath"
	"testing"
)

func TestResolvePath(t *testing.T) {
	tests := []struct {
		name string
		flag string
		env  map[string]string
		want string
		err  bool
	}{
		{"flag wins", "/x/flag.db", map[string]string{"TALON_DB": "/x/env.db", "XDG_DATA_HOME": "/xdg", "HOME": "/home/a"}, "/x/flag.db", false},
		{"TALON_DB next", "", map[string]string{"TALON_DB": "/x/env.db", "XDG_DATA_HOME": "/xdg", "HOME": "/home/a"}, "/x/env.db", false},
		{"XDG_DATA_HOME next", "", map[string]string{"XDG_DATA_HOME": "/xdg", "HOME": "/home/a"}, "/xdg/talon/talon.db", false},
		{"relative XDG ignored", "", map[string]string{"XDG_DATA_HOME": "rel", "HOME": "/home/a"}, "/home/a/.local/share/talon/talon.db", false},
		{"HOME last", "", map[string]string{"HOME": "/home/a"}, "/home/a/.local/share/talon/talon.db", false},
		{"nothing set", "", map[string]string{}, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ResolvePath(tt.flag, func(k string) string { return tt.env[k] })
			if (err != nil) != tt.err {
				t.Fatalf("err = %v, want error %v", err, tt.err)
			}
			if got != filepath.FromSlash(tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
