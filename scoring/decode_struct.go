package scoring

import (
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
)

// DecodeStruct reads data into the struct dst points at with the strict reader, field by
// field as its json tags name them, so a scorer declares its input once, as its Input
// type. A field tagged `talon:"required"` must be given; the others are left at their
// zero value when absent or null. What each Go type reads:
//
//	int, bool, string, []int, []string, [][]string   the JSON value of that shape
//	*int, *bool                                      left nil when absent
//	a struct                                         a nested object of fields
//	map[string]V, map[int]V                          an object keyed by data (temple
//	                                                 names, group sizes), each value a V
//	Players []P (json "players")                     the players, labelled for problems
//
// readable is false when the input is not one JSON object at all.
func DecodeStruct(data []byte, dst any) (ps Problems, readable bool) {
	top, ok := Decode(data, &ps)
	if !ok {
		return ps, false
	}
	top.fields(reflect.ValueOf(dst).Elem())
	top.Done()
	return ps, true
}

// fields reads the struct v's tagged fields from the object.
func (o *Object) fields(v reflect.Value) {
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if key == "" || key == "-" || !f.IsExported() {
			continue
		}
		o.value(key, v.Field(i), Need(f.Tag.Get("talon") == "required"))
	}
}

// value reads key into v; it reports whether a value was read.
func (o *Object) value(key string, v reflect.Value, need Need) bool {
	switch t := v.Type(); {
	case key == "players" && t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Struct:
		players := o.Players(need)
		for _, p := range players {
			elem := reflect.New(t.Elem()).Elem()
			p.fields(elem)
			p.Done()
			v.Set(reflect.Append(v, elem))
		}
		return players != nil
	case t.Kind() == reflect.Struct:
		c := o.Object(key, need)
		if c == nil {
			return false
		}
		c.fields(v)
		c.Done()
		return true
	case t.Kind() == reflect.Map:
		return o.keyedMap(key, v, need)
	case t.Kind() == reflect.Pointer:
		elem := reflect.New(t.Elem())
		if !o.value(key, elem.Elem(), need) {
			return false
		}
		v.Set(elem)
		return true
	}
	raw, ok := o.take(key, need)
	if !ok {
		return false
	}
	p := reflect.New(v.Type())
	if err := json.Unmarshal(raw, p.Interface()); err != nil {
		o.Problem(key, "want %v, got %v", want(p.Interface()), DescribeMessage(raw))
		return false
	}
	v.Set(p.Elem())
	return true
}

// keyedMap reads an object keyed by data into the map v: string keys as written, int keys
// as whole numbers.
func (o *Object) keyedMap(key string, v reflect.Value, need Need) bool {
	c := o.Keyed(key, need)
	if c == nil {
		return false
	}
	t := v.Type()
	m := reflect.MakeMap(t)
	for _, k := range c.Keys() {
		mk := reflect.New(t.Key()).Elem()
		if t.Key().Kind() == reflect.Int {
			n, err := strconv.Atoi(k)
			if err != nil {
				c.Problem(k, "the key must be a whole number")
				continue
			}
			mk.SetInt(int64(n))
		} else {
			mk.SetString(k)
		}
		mv := reflect.New(t.Elem()).Elem()
		if c.value(k, mv, Required) {
			m.SetMapIndex(mk, mv)
		}
	}
	v.Set(m)
	return true
}
