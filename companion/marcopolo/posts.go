package marcopolo

import (
	"slices"

	"github.com/talon-games/talon/companion/i18n"
)

// Trading posts (digest §7.1): placed where a move ends (Wilhelm von Rubruk: in every city
// passed too), one per player and city, never in Venezia or an oasis; the first post in a
// large city takes its outpost bonus, a small city gives its tile at once; Beijing's
// spaces fill by arrival; the 8th and 9th posts score 5 and 10 VP; with every post placed,
// an existing one moves instead.

// arrive places seat's post at l if the rules want one there.
func (s *State) arrive(seat int, l Loc) {
	p := &s.Players[seat]
	if !l.TakesPost() || p.HasPost(l) {
		return
	}
	if p.PostsLeft() == 0 {
		s.Pending = append(s.Pending, Pending{Seat: seat, Kind: PendMovePost, To: l, From: i18n.M("all posts placed")})
		return
	}
	s.putPost(seat, l, true)
}

// putPost puts a post at l. fresh is false when an existing post was moved there: no
// 8th/9th-post VP then (INFERRED), but the city's bonuses apply as for any new post.
func (s *State) putPost(seat int, l Loc, fresh bool) {
	p := &s.Players[seat]
	p.Posts = append(p.Posts, Post{At: l, Turn: s.TurnNo})
	s.note("%s places a trading post in %s", p.Name, l)
	if fresh {
		n := len(p.Posts)
		switch {
		case n == 8:
			s.gain(seat, Gain{Stock: Stock{VP: EighthPostVP}}, i18n.M("8th trading post"))
		case n == 9:
			s.gain(seat, Gain{Stock: Stock{VP: NinthPostVP}}, i18n.M("9th trading post"))
		}
		if p.Character == Wilhelm && n == p.Character.Posts() {
			s.gain(seat, Gain{Stock: Stock{VP: WilhelmAllPostVP}}, i18n.M("all 11 trading posts"))
		}
	}
	switch {
	case l == MustLoc(Beijing):
		s.Beijing = append(s.Beijing, seat)
		s.note("%s takes Beijing's %d VP space", p.Name, BeijingSpaceVP[len(s.Beijing)-1])
	case l.IsLarge():
		if tile := s.Outposts[l]; tile >= 0 {
			s.Outposts[l] = -1
			s.gain(seat, OutpostBonuses[tile], i18n.M("outpost bonus of %s", l))
		}
	case l.IsSmall():
		s.gainTile(seat, s.CityTiles[l], i18n.M("bonus of %s", l))
	}
}

// freeMove spends (or skips) a pending free move: one step without travel coins, but the
// route's extra cost is paid; if it cannot be paid, the move is lost (digest §7.1).
func (s *State) freeMove(a FreeMove) error {
	p := &s.Players[a.Seat]
	if a.Skip {
		s.Pending = s.Pending[1:]
		s.note("%s skips a free move", p.Name)
		return nil
	}
	if a.Figure < 0 || a.Figure >= len(p.Figures) {
		return refuse(RuleTravel, "%s has %d figures", p.Name, len(p.Figures))
	}
	from := p.Figures[a.Figure]
	extra, err := stepExtra(from, a.To, p.Character == Carpini)
	if err != nil {
		return refuse(RuleTravel, "free move: %v", err)
	}
	if err := s.pay(a.Seat, extra, i18n.M("route to %s", a.To)); err != nil {
		return err
	}
	rest := slices.Clone(s.Pending[1:])
	s.Pending = nil
	p = s.mutable(a.Seat)
	p.Figures[a.Figure] = a.To
	s.note("%s moves from %s to %s (free move)", p.Name, from, a.To)
	s.arrive(a.Seat, a.To)
	s.Pending = append(s.Pending, rest...)
	return nil
}
