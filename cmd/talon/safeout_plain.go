package main

import "encoding/binary"

// plainPrefix is how many bytes at the start of b are plain (plainByte). It tests eight
// bytes at a time: `history --json --limit 0` passes every byte of its output through
// here, and a byte at a time cost a quarter of that command.
func plainPrefix(b []byte) int {
	i := 0
	for ; i+8 <= len(b) && plainWord(binary.LittleEndian.Uint64(b[i:])); i += 8 {
	}
	for ; i < len(b) && plainByte(b[i]); i++ {
	}
	return i
}

const (
	eachByte = 0x0101010101010101 // 0x01 in every byte of a word
	highBits = 0x8080808080808080
)

// plainWord says whether all eight bytes of w are plain: ASCII (no high bit), not DEL
// and not a control character other than newline and tab. Each test sets the high bit
// of the bytes it finds; once high bits are ruled out, adding to a byte never carries
// into the next.
func plainWord(w uint64) bool {
	if w&highBits != 0 {
		return false
	}
	control := ^(w + 0x60*eachByte) & highBits // b + 0x60 reaches 0x80 only from 0x20 up
	del := (w + eachByte) & highBits           // b + 1 reaches 0x80 only from 0x7f
	allowed := zeroBytes(w^'\n'*eachByte) | zeroBytes(w^'\t'*eachByte)
	return control&^allowed == 0 && del == 0
}

// zeroBytes sets the high bit of each byte of x that is 0, and of no other.
func zeroBytes(x uint64) uint64 {
	const low7 = 0x7f * eachByte
	return ^((x&low7 + low7) | x | low7)
}
