//! Invictus's matches as front ends read them: the generic [`MatchState`] by Invictus seat (A to
//! D), its variant, and the players' standing orders.

use crate::games::invictus::rules::{Match, Seat, View};
use crate::games::Variant;
use crate::games::{invictus_seat, seat_number};
use crate::hosting::{MatchState, SeatOptions};
use crate::hosting::{PlayerId, UnixMs};

impl MatchState<Match> {
    /// Who must act now.
    pub fn priority(&self) -> Option<Seat> {
        self.public.priority
    }

    /// The seat `user` plays, if they play in this match.
    pub fn seat_of(&self, user: PlayerId) -> Option<Seat> {
        self.seat_number_of(user).and_then(invictus_seat)
    }

    /// What `user` may see: their seat's view if they play, else the public view.
    pub fn view_for(&self, user: PlayerId) -> &View {
        self.view_of(user)
    }

    /// What `seat` may see (the public view for a seat the match has not).
    pub fn seat_view(&self, seat: Seat) -> &View {
        self.seats.get(seat_number(seat)).unwrap_or(&self.public)
    }

    /// The player's user id at `seat` (0 when the seat has none).
    pub fn player(&self, seat: Seat) -> Option<PlayerId> {
        self.player_at(seat_number(seat))
    }

    /// The options of `seat`'s player.
    pub fn seat_options(&self, seat: Seat) -> SeatOptions<crate::games::invictus::StandingOrder> {
        self.options.at(seat_number(seat))
    }

    /// Until when `seat`'s player is on vacation, if they are now.
    pub fn away_until(&self, seat: Seat) -> Option<UnixMs> {
        self.away.at(seat_number(seat))
    }

    /// Whether the built-in opponent plays `seat`.
    pub fn is_ai_seat(&self, seat: Seat) -> bool {
        self.is_ai(seat_number(seat))
    }

    /// The seat that missed its deadline, while the other side may claim the win.
    pub fn late(&self) -> Option<Seat> {
        self.late_seat.and_then(invictus_seat)
    }

    /// The variant the match is played in.
    pub fn variant(&self) -> Variant {
        Variant::of(&self.terms)
    }
}
