package history

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"io/fs"
	"os"

	"github.com/talon-games/talon/companion/i18n"
)

// The write-ahead log format (https://sqlite.org/fileformat2.html#walformat): a 32-byte
// header, then frames of a 24-byte header and one page. SQLite replays every frame up
// to the last valid commit frame into what readers see, so a -wal left beside a file
// it does not belong to (a history restored from a copy, a file moved without its
// -wal) would be mixed into it. SQLite offers no way to refuse one; checkWAL looks
// before SQLite opens the file.
const (
	walHeaderSize      = 32
	walFrameHeaderSize = 24
	walMagicLE         = 0x377f0682 // checksums over little-endian words
	walMagicBE         = 0x377f0683 // checksums over big-endian words
	walVersion         = 3007000
)

// checkWAL refuses a -wal beside path that SQLite would replay but that cannot belong
// to the database: its page size differs, the database is empty, or a committed copy
// of page 1 in it carries another file's identity (not SQLite, or another application
// id). A -wal SQLite would ignore (bad header, no valid commit) passes: SQLite resets it.
//
// A -wal of another copy of the same history is found when its copy of page 1 is older
// than the database's (the schema cookie only grows). Otherwise nothing in a -wal names
// the database it belongs to: such a -wal is found only by the integrity check (when
// the mix is inconsistent). The README says how to move a history with its -wal and -shm.
func checkWAL(path string) error {
	walPath := path + "-wal"
	info, err := os.Lstat(walPath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !info.Mode().IsRegular() {
		return i18n.Errorf("%s: %w (it is not a regular file)", walPath, ErrStrayWAL)
	}
	if info.Size() < walHeaderSize {
		return nil
	}
	// The database's header is read before the -wal: while another terminal writes,
	// whatever the -wal then holds is at least as new as that header.
	db, err := readHeader(path)
	if err != nil {
		return err
	}
	wal, err := os.ReadFile(walPath)
	if err != nil {
		return err
	}
	page1, pageSize, ok := lastCommittedPage1(wal)
	if !ok {
		return nil // SQLite will find nothing to replay
	}
	stray := func(why i18n.Message) error {
		return i18n.Errorf("%s: %w (%s); if you restored or moved the history, move this -wal and the -shm aside (see the README)", walPath, ErrStrayWAL, why)
	}
	switch {
	case db == nil:
		return stray(i18n.M("the database beside it is empty"))
	case headerPageSize(db) != int64(pageSize):
		return stray(i18n.M("its pages are %d bytes, the database's %d", pageSize, headerPageSize(db)))
	case page1 == nil:
		return nil
	case !bytes.Equal(page1[:16], sqliteMagic):
		return stray(i18n.M("its copy of the first page is not an SQLite header"))
	case !bytes.Equal(page1[68:72], db[68:72]):
		return stray(i18n.M("its copy of the first page carries another application id"))
	case binary.BigEndian.Uint32(page1[40:]) < binary.BigEndian.Uint32(db[40:]):
		// The schema cookie only grows, and a -wal's frames are never older than the
		// database they belong to: this -wal was written before the file's last schema
		// change, by another copy of it.
		return stray(i18n.M("it is older than the database: written before the database's last schema change"))
	}
	return nil
}

// readHeader reads a database file's first 100 bytes; nil for an empty file.
func readHeader(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	h := make([]byte, 100)
	n, err := io.ReadFull(f, h)
	if n == 0 {
		return nil, nil
	}
	if err != nil {
		return nil, i18n.Errorf("%s: %w (not an SQLite file)", path, ErrNotTalon)
	}
	return h, nil
}

// lastCommittedPage1 walks the frames SQLite would accept (salts equal to the header's,
// cumulative checksums right) and returns the last copy of page 1 at or before the last
// commit frame. ok is false when the header is invalid or no frame is committed.
func lastCommittedPage1(wal []byte) (page1 []byte, pageSize uint32, ok bool) {
	h := wal[:walHeaderSize]
	magic := binary.BigEndian.Uint32(h)
	var order binary.ByteOrder
	switch magic {
	case walMagicLE:
		order = binary.LittleEndian
	case walMagicBE:
		order = binary.BigEndian
	default:
		return nil, 0, false
	}
	pageSize = binary.BigEndian.Uint32(h[8:])
	if binary.BigEndian.Uint32(h[4:]) != walVersion || pageSize < 512 || pageSize > 65536 || pageSize&(pageSize-1) != 0 {
		return nil, 0, false
	}
	s0, s1 := walChecksum(order, h[:24], 0, 0)
	if s0 != binary.BigEndian.Uint32(h[24:]) || s1 != binary.BigEndian.Uint32(h[28:]) {
		return nil, 0, false
	}
	var candidate []byte
	frameSize := walFrameHeaderSize + int(pageSize)
	for off := walHeaderSize; off+frameSize <= len(wal); off += frameSize {
		fh := wal[off : off+walFrameHeaderSize]
		page := wal[off+walFrameHeaderSize : off+frameSize]
		if !bytes.Equal(fh[8:16], h[16:24]) { // salts
			break
		}
		s0, s1 = walChecksum(order, fh[:8], s0, s1)
		s0, s1 = walChecksum(order, page, s0, s1)
		if s0 != binary.BigEndian.Uint32(fh[16:]) || s1 != binary.BigEndian.Uint32(fh[20:]) {
			break
		}
		if binary.BigEndian.Uint32(fh) == 1 {
			candidate = page
		}
		if binary.BigEndian.Uint32(fh[4:]) != 0 { // a commit frame
			page1, ok = candidate, true
		}
	}
	return page1, pageSize, ok
}

// walChecksum is SQLite's WAL checksum over data (a multiple of 8 bytes), continuing
// from s0, s1.
func walChecksum(order binary.ByteOrder, data []byte, s0, s1 uint32) (uint32, uint32) {
	for i := 0; i+8 <= len(data); i += 8 {
		s0 += order.Uint32(data[i:]) + s1
		s1 += order.Uint32(data[i+4:]) + s0
	}
	return s0, s1
}
