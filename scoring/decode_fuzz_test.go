package scoring

import "testing"

// FuzzDecode: any bytes are read or refused with problems that name a field and a
// reason; nothing panics. Seeds: testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"players":[{"name":"Ann","count":2,"list":[1,2],"inner":{"n":3}}],"flag":true,"keyed":{"2":30}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, ps := readSample(data)
		for _, p := range ps {
			if p.Field == "" || p.Reason == "" {
				t.Fatalf("problem without a field or reason: %+v", p)
			}
		}
	})
}
