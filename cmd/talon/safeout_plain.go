package main

import "encoding/binary"

// plainPrefix is how many bytes at the start of b are plain (plainByte). It tests 32
// bytes at a time, then eight, then one: `talon sessions --json --limit 0` passes some
// 90 MB through here, and a byte at a time cost a quarter of that command.
func plainPrefix(b []byte) int {
	i := 0
	for ; i+32 <= len(b); i += 32 {
		block := b[i : i+32 : i+32]
		if notPlain(binary.LittleEndian.Uint64(block))|notPlain(binary.LittleEndian.Uint64(block[8:]))|
			notPlain(binary.LittleEndian.Uint64(block[16:]))|notPlain(binary.LittleEndian.Uint64(block[24:])) != 0 {
			break
		}
	}
	for ; i+8 <= len(b) && notPlain(binary.LittleEndian.Uint64(b[i:])) == 0; i += 8 {
	}
	for ; i < len(b) && plainByte(b[i]); i++ {
	}
	return i
}

const (
	eachByte = 0x0101010101010101 // 0x01 in every byte of a word
	highBits = 0x8080808080808080
)

// notPlain is zero when all eight bytes of w are plain: ASCII (no high bit), not DEL
// and not a control character other than newline and tab. It has no branch, so four
// words are tested as fast as one. A byte with its high bit set makes it non-zero
// whatever the rest says; once high bits are ruled out, adding to a byte never carries
// into the next, and each test sets the high bit of the bytes it finds.
func notPlain(w uint64) uint64 {
	control := ^(w + 0x60*eachByte) & highBits                     // b + 0x60 reaches 0x80 only from 0x20 up
	del := (w + eachByte) & highBits                               // b + 1 reaches 0x80 only from 0x7f
	allowed := zeroBytes((w+7*eachByte)&^eachByte ^ 0x10*eachByte) // tab and newline: b + 7 is 0x10 or 0x11
	return w&highBits | control&^allowed | del
}

// zeroBytes sets the high bit of each byte of x that is 0, and of no other.
func zeroBytes(x uint64) uint64 {
	const low7 = 0x7f * eachByte
	return ^((x&low7 + low7) | x | low7)
}
