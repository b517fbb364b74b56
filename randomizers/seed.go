package randomizers

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Seed is the root of all randomness in one session. Print it with String; type it back
// with ParseSeed.
type Seed uint64

// crockford is Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or
// copied by hand is hard to get wrong.
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// codeLen is the number of base32 digits in a seed code: 64 bits = 4 + 12×5, so the first
// digit carries only 4 bits and is always 0–F. A printed code adds one check character
// (checkedLen in all): a mistyped code is refused instead of setting up another table.
// Codes printed before the check character was added (13 characters) still read.
const (
	codeLen    = 13
	checkedLen = codeLen + 1
)

// checkModulus is the prime the check character is computed modulo: with the weights
// 1…13, any single mistyped character changes the check (except 0 for Z or back, whose
// digits differ by exactly 31), and so does swapping two neighbouring characters.
const checkModulus = 31

// textSeedDomain separates hashed text seeds from any other use of SHA-256 in talon.
// Changing it changes every text seed; a test pins one value.
const textSeedDomain = "talon seed v1\x00"

// NewSeed returns a fresh seed from crypto/rand.
func NewSeed() Seed {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		// crypto/rand does not fail on supported platforms; if it ever does, playing on
		// with a predictable seed would be worse than stopping.
		panic("randomizers: crypto/rand failed: " + err.Error())
	}
	return Seed(binary.BigEndian.Uint64(b[:]))
}

// String returns the seed's short copyable code: 13 Crockford base32 digits and a check
// character grouped by dashes, e.g. "7K2M-QX9P-T3AB-CK". ParseSeed(s.String()) == s for
// every seed.
func (s Seed) String() string {
	var digits [checkedLen]byte
	v := uint64(s)
	for i := codeLen - 1; i >= 0; i-- {
		digits[i] = crockford[v&31]
		v >>= 5
	}
	digits[codeLen] = checkChar(string(digits[:codeLen]))
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && i%4 == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(d)
	}
	return b.String()
}

// ParseSeed reads what a person typed after --seed.
//
// A seed code (as printed by String) is read case-insensitively, with dashes and spaces
// optional and the look-alikes I/L read as 1 and O as 0. Any other non-empty text, such as
// "42" or "game night", is hashed with SHA-256 into a seed so people can use memorable
// seeds; the text is trimmed of surrounding space but otherwise used as typed (case
// matters). Text that is laid out exactly like a code (XXXX-XXXX-XXXX-X) but is not a
// valid one is refused rather than hashed, so a mistyped code never silently becomes a
// different game. Thirteen characters that happen to form a valid code are read as a code.
func ParseSeed(s string) (Seed, error) {
	text := strings.TrimSpace(s)
	if text == "" {
		return 0, i18n.Errorf("empty seed: give a seed code like 7K2M-QX9P-T3AB-CK or any text")
	}
	seed, err := ParseSeedCode(text)
	if err == nil {
		return seed, nil
	}
	if looksLikeCode(text) {
		return 0, err
	}
	return hashSeed(text), nil
}

// ParseSeedCode reads only the code form printed by String (case-insensitive, dashes and
// spaces optional, I/L as 1, O as 0), with its check character, or the 13-character
// form printed before it had one. It is what stored sessions use: a stored seed that is
// not a code is corrupt, not a memorable phrase.
func ParseSeedCode(s string) (Seed, error) {
	digits := normalizeCode(s)
	switch len(digits) {
	case checkedLen:
		check := digits[codeLen]
		digits = digits[:codeLen]
		if strings.IndexByte(crockford, check) < 0 || check != checkChar(digits) {
			return 0, i18n.Errorf("%q is not a valid seed code: a character is mistyped (its check character does not match)", s)
		}
	case codeLen: // printed before codes had a check character
	default:
		return 0, i18n.Errorf("seed code %q: want %d characters, got %d", s, checkedLen, len(digits))
	}
	var v uint64
	for i, c := range digits {
		d := strings.IndexRune(crockford, c)
		if d < 0 {
			return 0, i18n.Errorf("seed code %q: %q is not a seed-code character", s, c)
		}
		if i == 0 && d > 15 {
			return 0, i18n.Errorf("seed code %q: the first character must be 0-9 or A-F, not %q", s, c)
		}
		v = v<<5 | uint64(d)
	}
	return Seed(v), nil
}

// MarshalText stores a seed as its code, so JSON and the database hold what the table saw.
func (s Seed) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText accepts only the code form (see ParseSeedCode).
func (s *Seed) UnmarshalText(b []byte) error {
	seed, err := ParseSeedCode(string(b))
	if err != nil {
		return err
	}
	*s = seed
	return nil
}

// normalizeCode upper-cases, drops dashes and spaces, and reads look-alike letters as digits.
func normalizeCode(s string) string {
	var b strings.Builder
	for _, c := range strings.ToUpper(s) {
		switch c {
		case '-', ' ', '\t':
			continue
		case 'I', 'L':
			c = '1'
		case 'O':
			c = '0'
		}
		b.WriteRune(c)
	}
	return b.String()
}

// checkChar is the check character of 13 code digits: their values weighted 1…13,
// summed modulo checkModulus.
func checkChar(digits string) byte {
	sum := 0
	for i := 0; i < len(digits); i++ {
		sum += (i + 1) * strings.IndexByte(crockford, digits[i])
	}
	return crockford[(sum%checkModulus+checkModulus)%checkModulus]
}

// looksLikeCode reports whether s has the grouped shape of a printed code,
// XXXX-XXXX-XXXX-XX or the older XXXX-XXXX-XXXX-X (dashes or single spaces between
// groups), whatever its characters: such text is refused when it is not a valid code,
// never hashed into another table.
func looksLikeCode(s string) bool {
	groups := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == ' ' })
	if len(groups) != 4 || (len(s) != codeLen+3 && len(s) != checkedLen+3) {
		return false
	}
	for i, g := range groups {
		want := 4
		if i == 3 {
			want = len(s) - 15
		}
		if len(g) != want {
			return false
		}
		for _, c := range g {
			if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
				return false
			}
		}
	}
	return true
}

// hashSeed turns memorable text into a seed: the first 8 bytes of SHA-256.
func hashSeed(text string) Seed {
	sum := sha256.Sum256([]byte(textSeedDomain + text))
	return Seed(binary.BigEndian.Uint64(sum[:8]))
}
