package randomizers

import (
	"encoding/hex"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

func TestSeedStringRoundTrip(t *testing.T) {
	seeds := []Seed{0, 1, 31, 32, math.MaxUint64, 1 << 63, 0x0123456789ABCDEF}
	r := Stream(testSeed, "test:seeds", 0)
	for range 10_000 {
		seeds = append(seeds, Seed(r.Uint64()))
	}
	for _, s := range seeds {
		code := s.String()
		if len(code) != 17 || code[4] != '-' || code[9] != '-' || code[14] != '-' {
			t.Fatalf("Seed(%#x).String() = %q, want XXXX-XXXX-XXXX-XC", uint64(s), code)
		}
		for _, variant := range []string{code, strings.ToLower(code), strings.ReplaceAll(code, "-", ""), strings.ReplaceAll(code, "-", " ")} {
			got, err := ParseSeed(variant)
			if err != nil || got != s {
				t.Fatalf("ParseSeed(%q) = %#x, %v; want %#x", variant, uint64(got), err, uint64(s))
			}
		}
	}
}

func TestSeedStringKnownValues(t *testing.T) {
	tests := []struct {
		seed Seed
		code string
	}{
		{0, "0000-0000-0000-00"},
		{1, "0000-0000-0000-1D"},
		{32, "0000-0000-0001-0C"},
		{math.MaxUint64, "FZZZ-ZZZZ-ZZZZ-ZF"},
	}
	for _, tt := range tests {
		if got := tt.seed.String(); got != tt.code {
			t.Errorf("Seed(%#x).String() = %q, want %q", uint64(tt.seed), got, tt.code)
		}
	}
}

func TestParseSeed(t *testing.T) {
	code := Seed(0x0123456789ABCDEF).String()
	tests := []struct {
		input string
		want  Seed
	}{
		{code, 0x0123456789ABCDEF},
		{"  " + strings.ToLower(code) + "\t", 0x0123456789ABCDEF},
		// Look-alikes: I and L read as 1, O as 0.
		{"OOOO-OOOO-OOOO-ID", 1},
		{"0000 0000 0000 ld", 1},
		// Codes printed before the check character was added still read (stored
		// sessions and seeds people wrote down).
		{"0000000000001", 1},
		{"OOOO-OOOO-OOOO-I", 1},
		{"7K2M-QX9P-T3AB-C", 0x798A97EA6DA1A96C},
		// Any other text is hashed: SHA-256("talon seed v1\x00" + text), first 8 bytes
		// big-endian. Pinned so a change of the hashing is noticed.
		{"42", 0x41d2560268c8385f},
		{" 42 ", 0x41d2560268c8385f},
		{"game night", 0x9de328edabfe11e7},
	}
	for _, tt := range tests {
		got, err := ParseSeed(tt.input)
		if err != nil || got != tt.want {
			t.Errorf("ParseSeed(%q) = %#x, %v; want %#x", tt.input, uint64(got), err, uint64(tt.want))
		}
	}
	if a, b := mustSeed(t, "42"), mustSeed(t, "43"); a == b {
		t.Errorf("text seeds 42 and 43 hash alike: %v", a)
	}
	if a, b := mustSeed(t, "game night"), mustSeed(t, "Game night"); a == b {
		t.Errorf("text seeds are case-sensitive, but %q and %q hash alike", "game night", "Game night")
	}
}

func TestParseSeedErrors(t *testing.T) {
	tests := []struct {
		input string
		want  string
	}{
		{"", "empty seed: give a seed code like 7K2M-QX9P-T3AB-CK or any text"},
		{"   ", "empty seed: give a seed code like 7K2M-QX9P-T3AB-CK or any text"},
		// A mistyped character (Q for 0) or two swapped neighbours: the check refuses it.
		{"7K2M-QX9P-T3AB-CQ", `"7K2M-QX9P-T3AB-CQ" is not a valid seed code: a character is mistyped (its check character does not match)`},
		{"7K2M-XQ9P-T3AB-CK", `"7K2M-XQ9P-T3AB-CK" is not a valid seed code: a character is mistyped (its check character does not match)`},
		// Laid out like a code but not one: refused, never hashed into another game.
		{"7K2M-QX9P-T3AB-U", `seed code "7K2M-QX9P-T3AB-U": 'U' is not a seed-code character`},
		{"ZK2M-QX9P-T3AB-C", `seed code "ZK2M-QX9P-T3AB-C": the first character must be 0-9 or A-F, not 'Z'`},
	}
	for _, tt := range tests {
		_, err := ParseSeed(tt.input)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParseSeed(%q) error = %v, want %q", tt.input, err, tt.want)
		}
	}
}

func TestParseSeedCodeRefusesText(t *testing.T) {
	tests := []struct {
		input string
		want  string
	}{
		{"42", `seed code "42": want 14 characters, got 2`},
		{"7K2M-QX9P-T3AB-CKD", `seed code "7K2M-QX9P-T3AB-CKD": want 14 characters, got 15`},
		{"7K2M-QX9P-T3AB-*", `seed code "7K2M-QX9P-T3AB-*": '*' is not a seed-code character`},
	}
	for _, tt := range tests {
		_, err := ParseSeedCode(tt.input)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParseSeedCode(%q) error = %v, want %q", tt.input, err, tt.want)
		}
	}
}

func TestSeedJSON(t *testing.T) {
	in := struct {
		Seed Seed `json:"seed"`
	}{Seed: 0x0123456789ABCDEF}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"seed":"` + in.Seed.String() + `"}`; string(b) != want {
		t.Fatalf("json = %s, want %s", b, want)
	}
	out := in
	out.Seed = 0
	if err := json.Unmarshal(b, &out); err != nil || out != in {
		t.Fatalf("round trip = %v, %v; want %v", out, err, in)
	}
	if err := json.Unmarshal([]byte(`{"seed":"game night"}`), &out); err == nil {
		t.Fatal("stored seed must be a code, but text was accepted")
	}
}

func TestNewSeedVaries(t *testing.T) {
	// 64 random bits: a repeat among a few draws means crypto/rand is not being used.
	seen := map[Seed]bool{}
	for range 8 {
		s := NewSeed()
		if seen[s] {
			t.Fatalf("NewSeed repeated %v", s)
		}
		seen[s] = true
	}
}

func TestStreamKeyPinned(t *testing.T) {
	// SHA-256("talon stream v1\x00" ‖ seed as 8 bytes BE ‖ uvarint(len purpose) ‖ purpose
	// ‖ n as 8 bytes BE), computed independently (Python hashlib).
	const want = "c561243dea6a061c92e271e6e68802efc31e5d3fb91121b7f64f7bacf3c7e528"
	key := streamKey(1, "dice", 0)
	if got := hex.EncodeToString(key[:]); got != want {
		t.Fatalf("streamKey(1, dice, 0) = %s, want %s", got, want)
	}
}

func mustSeed(t *testing.T, s string) Seed {
	t.Helper()
	seed, err := ParseSeed(s)
	if err != nil {
		t.Fatal(err)
	}
	return seed
}

// Every single mistyped character of a printed code is refused, and so is every swap of
// two neighbours, but for 0 and Z, whose digits differ by exactly the modulus.
func TestSeedCheckCharacterCatchesTypos(t *testing.T) {
	r := Stream(testSeed, "test:typos", 0)
	for range 200 {
		code := normalizeCode(Seed(r.Uint64()).String())
		for i := range checkedLen {
			for _, c := range crockford {
				typo := code[:i] + string(c) + code[i+1:]
				if byte(c) == code[i] || (strings.ContainsRune("0Z", c) && strings.IndexByte("0Z", code[i]) >= 0) {
					continue
				}
				if _, err := ParseSeedCode(typo); err == nil {
					t.Fatalf("%s for %s was read as a code", typo, code)
				}
			}
			if i+1 < checkedLen && code[i] != code[i+1] && code[i:i+2] != "0Z" && code[i:i+2] != "Z0" {
				swapped := code[:i] + string(code[i+1]) + string(code[i]) + code[i+2:]
				if _, err := ParseSeedCode(swapped); err == nil {
					t.Fatalf("%s (neighbours swapped in %s) was read as a code", swapped, code)
				}
			}
		}
	}
}
