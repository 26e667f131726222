# Invictus: English messages (the reference catalog; every other catalog has the same ids and
# variables, a test checks it). Fluent syntax: https://projectfluent.org/fluent/guide/

language-name = English

## Seats, units and places (words.rs)

# A seat named without its player: "player A".
seat-plain = player { $seat }
unit-on-cell = { $unit } on { $cell }
empty-cell = the empty cell { $cell }
unknown-unit = ?

## What a support does, as its player chooses it

choice-warrior = +1 attack to all your units this turn
choice-guardian = negate the attack
choice-archer = 1 damage to enemy { $target }
choice-priest = move your { $unit } to { $cell }
choice-wizard = negate the support
choice-samurai = +3 attack to your next Soldier attack
choice-musha = negate the attack
choice-musha-swap = negate the attack and swap the attacked unit within its column
choice-juhei = 2 damage to enemy { $target }
choice-komuso = your next Soldier attack has your Leader's range
choice-ninja = two random cards of the enemy hand go to their reserve
choice-commander = straighten your Soldiers
choice-medjay = negate the attack and return the attacked unit to its owner's hand
choice-slinger = 2 damage to the enemy centre front unit
choice-anubis = { $unit } from your graveyard onto { $cell }
choice-sorcerer = negate the support; your citizen { $unit } to your hand
choice-viking = +1 attack per tilted unit of yours, for every attack this turn
choice-arbalist = damage to enemy { $target }
choice-bard = enemy reserve { $unit } onto enemy { $cell }
choice-druid = negate the support; enemy graveyard { $unit } to their reserve
choice-ocelotl = all your units attack with X this turn
choice-tlacochcalcatl = negate the attack on your Leader
choice-cuauhtli = enemy { $target } to your kingdom
choice-pochtecatl = swap your { $unit } with your citizen { $citizen }
choice-tlamacazqui1 = negate the Soldier's support
choice-tlamacazqui2 = enemy graveyard { $unit } to your kingdom
choice-immortal = +2 attack to Soldiers attacking a front-row unit this turn
choice-cataphract = negate the attack; the attacked unit swaps with your { $unit }
choice-siphonarioi = 1 damage to every enemy front-row unit
choice-diplomat = move the unit just hit to enemy { $cell }
choice-alchemist1 = negate the purple support
choice-alchemist2 = the enemy may play no support this turn
choice-alchemist3 = the enemy may play no support during their next turn

## Actions, as the player choosing them reads them

# $count is the number of Soldiers of an opening hand (3 in a duel, 2 in the team mode).
action-keep = Keep these { $count ->
    [2] two
   *[3] three
} Soldiers
action-mulligan = Mulligan: draw { $count ->
    [2] two
   *[3] three
} new Soldiers
action-setup-battlefield = Place { $unit } on { $cell }
action-setup-reserve = Put { $unit } in the reserve
action-setup-kingdom = Put { $unit } in the kingdom
action-recruit = Recruit { $unit } onto { $cell }
action-recruit-replacing = Recruit { $unit } onto { $cell } (replacing { $replaced })
action-attack = { $attacker } attacks enemy { $target }
action-play-support = Play { $unit }: { $choice }
action-send-to-kingdom = Send { $unit } to the kingdom
action-end-turn = End the turn
action-discard = Discard { $unit } to the kingdom
action-pass = Pass
action-conscript = Conscript { $unit } onto { $cell }
action-resign = Resign
action-time-out = Run out of time

## Outcomes and phases

# $condition: execution, development, collapse, end_of_war, resignation or timeout.
outcome-win = { $side } wins by { $condition ->
    [execution] execution (the enemy Leader fell)
    [development] development (more citizens in four colours)
    [collapse] collapse (the enemy could not conscript)
    [end_of_war] end of the war
    [resignation] resignation
   *[timeout] timeout (the opponent ran out of time)
}
outcome-draw = a draw: every tie-break of the end of the war is equal
phase-mulligan = setup: keep or mulligan
phase-setup-battlefield = setup: battlefield
phase-setup-reserve = setup: reserve
phase-setup-kingdom = setup: kingdom
phase-action = action phase
phase-discard = discard phase
phase-over = over

## Who is asked what

waiting-attack = { $player } may react to { $attacker }'s attack: { $unit } attacks { $target }
waiting-support = { $player } may react to { $supporter }'s { $unit } ({ $support })
waiting-after-hit = { $player } may play a support after the hit on { $cell }
waiting-conscription = { $player } conscripts ({ $placed } of 2 placed)
waiting-act = { $player } to act ({ $phase })

## Events, as their reader may see them

mulligan-secret = Your choice stays secret until your opponent has made theirs; then both are carried out and who plays first is drawn
event-kept-hand = { $player } keeps their hand
event-mulliganed = { $player } mulligans
event-first-player = { $player } plays first (drawn after the mulligans)
event-drew = { $player } draws { $unit }
event-turn-started = Turn { $turn }: { $player } plays
event-placed-on-battlefield = { $player } places { $unit } on { $cell }
event-placed-in-reserve = { $player } puts { $unit } in the reserve
# $reason: setup, bonus or discard.
event-went-to-kingdom = { $player }'s { $unit } goes to the kingdom{ $reason ->
    [bonus] {" "}(bonus)
    [discard] {" "}(discard)
   *[setup] {""}
}
# $from: hand, reserve or kingdom.
event-recruited = { $player } recruits { $unit } from the { $from ->
    [hand] hand
    [reserve] reserve
   *[kingdom] kingdom
} onto { $cell }
event-recruited-displacing = { $player } recruits { $unit } from the { $from ->
    [hand] hand
    [reserve] reserve
   *[kingdom] kingdom
} onto { $cell }, { $displaced } steps back
event-attack-declared = { $player }'s { $unit } ({ $cell }) attacks { $target } ({ $target_cell })
event-passed = { $player } passes
event-attacked = The attack on { $cell } hits for { $value }
event-attacked-capture = The attack on { $cell } hits (capture attack)
event-attack-blocked = The attack on { $cell } is stopped
event-captured = { $player } captures { $unit } on { $cell }
event-killed = { $side }'s { $unit } on { $cell } is killed
event-damaged = { $side }'s { $unit } on { $cell } takes { $amount } damage ({ $health_left } left)
event-advanced = { $side }'s { $unit } advances to { $cell }
event-support-played = { $player } plays { $unit } ({ $support })
event-support-negated = { $player }'s { $support } is negated by { $by }
event-attack-bonus = { $player } gains +{ $bonus } attack
event-moved = { $side }'s unit moves { $from } → { $to }
# $from and $to: hand, reserve, kingdom, graveyard or battlefield.
event-transferred = { $player }'s { $unit } goes from the { $from ->
    [hand] hand
    [reserve] reserve
    [kingdom] kingdom
    [graveyard] graveyard
   *[battlefield] battlefield
} to { $to_player }'s { $to ->
    [hand] hand
    [reserve] reserve
    [kingdom] kingdom
    [graveyard] graveyard
   *[battlefield] battlefield
}
event-transferred-cell = { $player }'s { $unit } goes from the { $from ->
    [hand] hand
    [reserve] reserve
    [kingdom] kingdom
    [graveyard] graveyard
   *[battlefield] battlefield
} to { $to_player }'s { $to ->
    [hand] hand
    [reserve] reserve
    [kingdom] kingdom
    [graveyard] graveyard
   *[battlefield] battlefield
} on { $cell }
event-swapped = { $side }'s units on { $a } and { $b } swap
event-effect = { $player }: { $support } takes effect
event-supports-locked = { $player } may play no support this turn
event-supports-locked-next = { $player } may play no support next turn
event-conscription-started = { $player } must conscript
event-conscripted = { $player } conscripts { $unit } from the { $from ->
    [hand] hand
    [reserve] reserve
   *[kingdom] kingdom
} onto { $cell }
event-turn-ended = { $player } ends the turn
event-resigned = { $player } resigns
event-timed-out = { $player } ran out of time
event-game-over = Game over: { $outcome }

## The public board (discord/render.rs)

board-title = Invictus · match #{ $match_id }
board-footer = Version { $version } · “My hand” shows your cards privately
board-sides = { $a } vs { $b } · { $variant }
board-turn-order = Turn order { $order } · only the next player may react (R37)
board-kingdom-pairs = Kingdoms in pairs (colours led, 4 wins): { $first } · { $second }
board-turn = **Turn { $turn }** · { $phase }
board-setup = **Setup**
# $time is a Unix time in seconds, shown by Discord in the reader's time zone.
board-window-until = (until <t:{ $time }:R>)
board-move-due = Move due <t:{ $time }:R>
board-on-vacation = { $player } is on vacation until <t:{ $time }:f>: their clock is stopped
# $order: first, second or undrawn.
board-player-heading = Player { $seat } · { $leader } · { $order ->
    [first] first player
    [second] second player
   *[undrawn] first player not drawn yet
}
board-team-heading = Team { $members } · { $order ->
    [first] team 1 (plays first)
    [second] team 2
   *[undrawn] team 1 not drawn yet
}
board-reserve = Reserve { $count }/{ $limit }: { $units }
board-kingdom = Kingdom { $kingdom }
board-counts = Graveyard { $graveyard } · Hand { $hand } · Draw pile { $draw_pile }
board-team-reserve = Reserve { $count }/{ $limit }: { $units } · Graveyard { $graveyard }
board-team-member = { $seat } { $leader } · Hand { $hand } · Draw pile { $draw_pile } · Kingdom { $kingdom }
board-recent = Recent
button-my-hand = My hand

## Variants

variant-standard = Standard
variant-light = Light Match (10 Soldiers)
variant-experienced = Handicap Experienced (your reserve 4)
variant-master = Handicap Master (your reserve 3)
variant-king = Handicap King (your reserve 2)
variant-invictus = Handicap Invictus (your reserve 1)

## The private hand message

hand-title = Your hand · match #{ $match_id }
hand-footer = Version { $version } · only you can see this
hand-card = **{ $unit }** · atk { $attack } · ♥{ $upright }/{ $tilted }
hand-empty = (empty)
hand-your-move = Your move
hand-your-move-waiting = Your move — { $waiting }
hand-waiting-for = Waiting for { $waiting }
hand-your-side = Your side
group-setup-battlefield = Place { $unit } on the battlefield
group-setup-reserve = Put a unit in the reserve
group-setup-kingdom = Put a Soldier in the kingdom
group-recruit = Recruit { $unit }
group-recruit-replacing = { $cell } (replacing { $replaced })
group-attack = Attack with { $unit } ({ $cell })
group-support = Support: { $unit } ({ $support })
group-send-to-kingdom = Send a Soldier to the kingdom (bonus)
group-discard = Discard a Soldier to the kingdom
group-conscript = Conscript { $unit }
menu-more = More…
menu-choices = { $count } choices
menu-choose-action = Choose an action…
button-back = Back
# $order: ask, always_pass or guard_leader.
order-name = { $order ->
    [ask] Ask me
    [always_pass] Always pass reactions
   *[guard_leader] Guard my Leader when I can
}
order-details = { $order ->
    [ask] Prompt me in every reaction window
    [always_pass] Close my reaction windows at once
   *[guard_leader] Stop an attack on my Leader with a green support if I hold one; else ask me
}
orders-placeholder = Reaction windows: { $order }

## Prompts, pings, reminders and results

window-prompt = { $player } — reaction window: { $waiting }.
window-prompt-deadline = Answer <t:{ $time }:R>, or the bot passes for you.
button-respond = Respond
button-pass = Pass
turn-ping = { $player } — your move: { $waiting }.
reminder = { $player } — reminder: it is your move in match #{ $match_id }, until <t:{ $time }:f> (<t:{ $time }:R>).
# $grant is a duration in words, such as "1 day" (see duration-days).
deadline-passed = { $player } missed the deadline in match #{ $match_id }. { $waiting }, you may claim the win or grant { $grant } more. (A second missed deadline after a grant ends the match.)
button-claim = Claim the win
button-grant = Grant { $grant } more
time-granted = { $player } has more time in match #{ $match_id }: until <t:{ $time }:f> (<t:{ $time }:R>).
game-over = Match over: { $outcome }.
button-rematch = Rematch

## Challenges

challenge-duel = { $challenger } challenges { $challenged } to a match of Invictus!
challenge-rematch = { $challenger } asks { $challenged } for a rematch of match #{ $match_id }: the same terms, the first player drawn again.
team-challenge = Team match of Invictus! { $challenger } (A) and { $partner } (C) challenge { $opponent } (B) and { $opponent2 } (D).
    Each invited player accepts with their own army; the match starts once all have. Partners may talk strategy only before the battle.
# $window is the reaction window in seconds; $time the expiry (Unix seconds).
challenge-terms = Variant: { $variant } · challenger's army: { $army } · reaction window: { $window }s
    Expires <t:{ $time }:R>.
button-accept-king = Accept (King army)
button-accept-same-army = Accept (your army of that match)
button-decline = Decline
challenge-other-army = …or accept with another army
challenge-saved-army = Your army “{ $name }”
# $version: king, shogun, pharaoh, odin, tlatoani or emperor.
preset-army = { $version ->
    [king] King (pure)
    [shogun] Shogun (pure)
    [pharaoh] Pharaoh (pure)
    [odin] Odin (pure)
    [tlatoani] Tlatoani (pure)
   *[emperor] Emperor (pure)
}

## Cards and armies

card-title = { $unit } ({ $version })
# $role: soldier or leader; $colour: blue, green, red, yellow, purple or leader.
card-description = { $role } · { $colour }
    Attack **{ $attack }** · Health **{ $upright }** upright / **{ $tilted }** tilted
    Range (depth:offset): { $range }
card-support = Support
card-timing = Timing
army-saved = Saved. Use it with `army: { $name }` in /challenge, /teams or /practice.
army-numbers = attack { $attack } · health { $upright }/{ $tilted }
army-leader = **{ $unit }** (Leader) — { $numbers }
army-light = 10 Soldiers: an army for a Light Match.
army-size = { $count } Soldiers and the Leader.
army-text = Army text: `{ $army }`
army-title = Army “{ $name }”

## Records and ratings

tally = { $wins } W · { $losses } L · { $draws } D
profile-title = Profile
# $scope: server or global.
profile-rating = { $scope ->
    [server] This server
   *[global] All servers
}: { $rating } · place { $place } of { $total } · { $games } rated
profile-provisional = (provisional until { $games } rated matches)
profile-unrated = { $scope ->
    [server] This server
   *[global] All servers
}: not rated yet (a duel against a person is rated)
profile-record = Against people: { $tally } ({ $games ->
    [one] { $games } match
   *[other] { $games } matches
})
# $result: win, loss or draw.
profile-streak = Current streak: { $result ->
    [win] { $count ->
        [one] 1 win
       *[other] { $count } wins
    }
    [loss] { $count ->
        [one] 1 loss
       *[other] { $count } losses
    }
   *[draw] { $count ->
        [one] 1 draw
       *[other] { $count } draws
    }
}
profile-most-played = Most played army: { $army } ({ $games ->
    [one] { $games } match
   *[other] { $games } matches
})
profile-by-army = By army (W–L–D): { $armies }
profile-practice = Against the built-in opponent: { $tally }
profile-last-matches = Last matches:
profile-builtin-opponent = the built-in opponent
profile-last-match = #{ $match_id } { $result ->
    [win] won
    [loss] lost
   *[draw] drew
} against { $against } with { $army } · <t:{ $time }:d>
leaderboard-empty = Nobody is rated yet: a finished duel between two people is rated.
leaderboard-mine = Your place: { $place } of { $total } · { $rating }
leaderboard-unrated = You are not rated here yet.
leaderboard-legend = Ratings are Glicko-2 (± two deviations); `?` marks a provisional rating (fewer than { $games } rated matches).

## Refusals: a request that changed nothing, said to the person who made it

refused-army-invalid = That army is not valid: { $reason }.
refused-opponent-army-invalid = The opponent's army is not valid: { $reason }.
refused-too-many-matches = You are already playing { $active } matches (the limit is { $limit }).
refused-challenge-yourself = You cannot challenge yourself.
refused-players-different = This match needs { $players } different players (the built-in opponent may take one seat).
refused-players-count = This match needs { $players } players: invite { $invited }.
refused-no-opponent = This game has no built-in opponent yet: challenge people to it.
refused-reaction-window = The reaction window must be between 10 seconds and 24 hours.
refused-turn-time = The turn time must be between { $min } and { $max }.
refused-too-many-challenges = You already have { $open } open challenges (the limit is { $limit }). Wait for an answer or let one expire.
refused-no-such-challenge = This challenge does not exist.
refused-not-invited = Only the invited players can answer this challenge.
refused-not-challenged = Only the challenged player can answer this challenge.
refused-challenge-closed = This challenge is no longer open.
refused-already-accepted = You have already accepted: the match starts once everyone has.
refused-challenge-damaged = This challenge is damaged; please make a new one.
refused-cannot-start = This match cannot start: { $reason }
tactica-setup-players = this map is not played by { $players } players (T5); `/tactica map` shows who plays each map.
tactica-setup-alliances = { $why ->
    [not_on_this_map] alliances are played on the 4- and 6-castle maps only (T120).
    [too_few] there must be at least two alliances (T120).
    [uneven_sizes] alliances are all of two or all of three players (T120).
   *[seats_not_once] every player must be in exactly one alliance (T120).
}
tactica-setup-map = this map cannot be played.
tactica-setup-empires = the Empires cannot be dealt out as asked.
refused-not-over = Match #{ $match_id } is not over yet.
refused-rematch-duel-only = A rematch is for a duel challenged between two people: start a new match with /challenge, /teams or /practice.
refused-rematch-handicap = Match #{ $match_id } had a handicap on { $player }: they may ask for the rematch.
refused-ai-stopped = the AI stopped: { $reason }
refused-vacation-short = A vacation lasts at least one day.
refused-already-on-vacation = You are already on vacation until <t:{ $time }:f>.
refused-vacation-too-long = That is more than your vacation left this year: { $days } days.
refused-army-name-length = An army's name has 1 to { $max } characters.
refused-army-name-characters = An army's name may have letters, digits, spaces, “-” and “_” only.
refused-army-name-preset = “{ $name }” is the name of a preset army; choose another name.
refused-too-many-armies = You have { $max } saved armies already: delete one first (/army delete).
refused-no-such-army = You have no saved army named “{ $name }”.
refused-nothing-to-save = This game keeps no saved choices.
refused-export-in-progress = Match #{ $match_id } is still in progress: it can be exported once it is over.
# $what: claim or grant.
refused-nothing-to = There is nothing to { $what ->
    [claim] claim
   *[grant] grant
}: your opponent is not past a deadline.
refused-stale = This prompt is out of date: the match has moved on. Press “My hand” for a fresh one.
refused-not-open = That is not an action open to you now. Press “My hand” for the actions you have.
refused-not-your-move = It is not your move in this match.
refused-not-a-player = You are not playing in this match.
refused-no-such-match = There is no such match.
refused-over = This match is over.

## Why an army is not valid (inside refused-army-invalid)

army-error-not-a-leader = { $unit } is a Soldier, not a Leader
army-error-soldier-is-leader = { $unit } is a Leader: an army has exactly one Leader
army-error-two-types = two { $colour } types: { $first } and { $second }
army-error-zero-copies = { $unit } is listed with 0 copies
army-error-wrong-size = the army has { $soldiers } Soldiers; it needs exactly { $expected } (plus the Leader)
army-error-not-key-value = “{ $text }”: expected key=value (leader=…, blue=name:count, …) or a preset: king, shogun, pharaoh, odin, tlatoani, emperor
army-error-not-a-leader-name = “{ $text }” is not a Leader
army-error-leader-twice = the leader is given twice
army-error-not-a-colour = “{ $text }” is not a colour (blue, green, red, yellow, purple) or leader
army-error-not-a-unit = “{ $text }” is not a unit of Invictus
# $colour: blue, green, red, yellow or purple.
army-error-wrong-colour = { $unit } is not a { $colour } Soldier
army-error-not-a-count = “{ $text }” is not a count (0 to 20)
army-error-no-leader = the army text names no leader (leader=…)

## Support texts of the cards, as the rule book words them (a test checks they match src/catalog/cards.toml)

support-warrior-timing = During Phase 2 of your turn.
support-warrior-text = All of your units in your Battlefield gain 1 Attack Point during this turn. If you use this support more than once during the same turn, the units gain another 1 Attack Point every time this support is used. By using this support, units can be able to capture opponent's unit which has higher health point than the original attack point.
support-guardian-timing = When the opponent chooses an unit and declares an Attack.
support-guardian-text = When the opponent declares an attack, you can negate the attack. The opponent's attacking unit remains horizontal after the attack, and your unit receives no damage. If this support is negated, another Guardian's support may be used against the same attack.
support-archer-timing = During Phase 2 of your turn.
support-archer-text = Choose a unit in the opponent's battlefield and inflict 1 damage. You may not capture a unit using this support.
support-priest-timing = During Phase 2 of your turn.
support-priest-text = Choose a unit on your battlefield and move it to a different space within your battlefield. If there is already a unit in the space you have chosen, replace the two units with each other.
support-wizard-timing = When the opponent places a unit onto his reserve to use the support.
support-wizard-text =
    Negate the opponent's support.
    The opponent's unit remains on the reserve and the support will not be activated.
    You may only use this ability the moment the opponent places a unit onto his reserve. You may not wait until he declares his actions. The support of the Wizard will not be negated.
support-king-timing = The timing depends on the support you use.
support-king-text = Choose and activate a support from the 5 cards: Warrior, Guardian, Archer, Priest or Wizard. You must declare which support you are going to use the moment you place your King from the hand onto your reserve.
support-samurai-timing = During Phase 2 of your turn.
support-samurai-text = The next SOLDIER unit to attack will gain 3 Attack Points. If you use this support more than once during the same turn, a unit gains another 3 Attack Points every time the support is used. The effect of this support will only last during 1 attack, and it will be gone at the end of this turn.
support-musha-timing = When the opponent chooses a card and declares an Attack.
support-musha-text =
    When the opponent declares an attack, you negate the attack, then you may swap the attacked unit with the unit placed on the different row with that unit. The opponent's attacking unit remains horizontal after the attack, and your unit receives no damage. You may not use this support if there is no unit on your back row of your battlefield. If this support is negated, another Musha's support may be used against the same attack.
    Example: Opponent is attacking your Samurai on your front row. You used Musha to negate that attack and swap Samurai with your Ninja which is placed on your back row even though he doesn't have to. Now your Samurai is on the back row and Ninja is on the front row.
support-juhei-timing = During Phase 2 of your turn.
support-juhei-text = Choose a unit in the back row of the opponent's battlefield and inflict 2 damage. You may not use a card using this support.
support-komuso-timing = During Phase 2 of your turn.
support-komuso-text = The Range of the next SOLDIER unit to attack will become the same Range with your LEADER unit. The effect of this support will only last during 1 attack, and it will be gone at the end of this turn. You must show your LEADER unit to the opponent when you use this support.
support-ninja-timing = During Phase 2 of your turn.
support-ninja-text = Choose 2 units randomly from the opponent's hand and place them on the opponent's reserve one after the other. If there is only 1 or no unit in the opponent's hand or if there are 4 or more cards on the opponent's reserve, you may not use this support.
support-shogun-timing = The timing depends on the support you use.
support-shogun-text = Choose and activate a support from the 5 units: Samurai, Musha, Juhei, Komuso or Ninja. You must declare which support you are going to use the moment you place your Shogun from the hand onto your reserve.
support-commander-timing = During Phase 2 of your turn.
support-commander-text =
    Turn all SOLDIER units on your battlefield vertically.
    You may use them to attack again.
    If there are no SOLDIER units on your battlefield you may not use this support.
support-medjay-timing = When the opponent chooses a card and declares an Attack.
support-medjay-text =
    When the opponent declares an attack, negate the attack and put the attacked unit back into your hand.
    The opponent's attacking unit remains horizontal after the attack, and your card receives no damage.
    If this support is negated, another Medjay's support may be used against the same attack.
    You may not use this support if there is only 1 unit on your Battlefield.
support-slinger-timing = During Phase 2 of your turn.
support-slinger-text = Inflict 2 damage to the opponent's unit placed on the center space of the front row on their battlefield. You may not capture a card using this support.
support-anubis-timing = During Phase 2 of your turn.
support-anubis-text = Choose a unit from your graveyard and place it on an empty space on your battlefield vertically. This will not count as an advance. You may use the card you brought back from your graveyard to attack on the same turn you use this support.
support-sorcerer-timing = When the opponent places a card onto his reserve to use the support.
support-sorcerer-text =
    Negate the opponent's support. Then choose a unit from your kingdom and put it into your hand. The opponent's unit remains on the reserve and the support will not be activated.
    You may only use this ability the moment the opponent places a card onto his reserve. You may not wait until he declares his actions. If there is no unit in your Kingdom, you may not use this support. You may not negate GREEN support (Guardian, Musha and etc.) with this support. The support of the Sorcerer may not be negated.
support-pharaoh-timing = The timing depends on the support you use.
support-pharaoh-text = Choose and activate a support from the 5 units: Commander, Medjay, Slinger, Anubis or Sorcerer. You must declare which support you are going to use the moment you place your Pharaoh from the hand onto your reserve.
support-viking-timing = During Phase 2 of your turn.
support-viking-text =
    All units on your battlefield gain 1 attack point per each horizontal unit on your battlefield during this turn. You may use this support more than once during the same turn. The unit(s) gain another 1 Attack Point per horizontal card on your Battlefield, every time you use this support. By using this support, units can be able to capture opponent's unit which has higher health point than the original attack point.
    Example:
    unit to attack first gains 0 Attack Points (no horizontal unit)
    unit to attack second gains 1 Attack Point (1 horizontal unit)
    unit to attack third gains 2 Attack Points (2 horizontal units)
support-giant-timing = -
support-giant-text = The Giant does not have a support. After the setup is done, you must place the Giant on your battlefield directly from your hand or by using the support of other unit.
support-arbalist-timing = During Phase 2 of your turn.
support-arbalist-text =
    Choose a SOLDIER unit from the opponent's battlefield and inflict damage equal to the number of the card(s) on your reserve. You may not capture a unit using this support.
    Example:
    You used your Arbalist's support when there is no unit on your reserve. You inflict 1 damage to opponent's Giant. Right after that, you used another Arbalist's support. You inflict 2 damage to the same Giant. The Giant is removed from the battlefield and placed into opponent's graveyard.
support-bard-timing = During Phase 2 of your turn.
support-bard-text = Choose a unit from the opponent's reserve and place it vertically on an empty space on the opponent's Battlefield.
support-druid-timing = When the opponent places a card onto his reserve to use the support.
support-druid-text = Negate the opponent's support. Then choose a unit from opponent's graveyard and place it next in line (on the right side of the last card) on the opponent's reserve. The opponent's unit remains on the reserve and the support will not be activated. You may only use this support the moment when the opponent places a unit onto his reserve. You may not wait until he declares his actions. If there are no units in the opponent's graveyard, you may not use this support. The support of the Druid may not be negated.
support-odin-timing = The timing depends on the support you use.
support-odin-text =
    Choose and activate a support from the 4 units: Viking, Arbalist, Bard or Druid.
    You must declare which support you are going to use the moment you place your Odin from the hand onto your Reserve.
support-ocelotl-timing = During Phase 2 of your turn.
support-ocelotl-text =
    All units on your Battlefield's attack point will be "X", this turn. You may use this Support more than once during the same turn, but the attack point will only be "X".
    By using this ability, units may be able to capture opponent's unit which has higher health point than the original attack point.
support-tlacochcalcatl-timing = When the opponent chooses an unit and declares an Attack to your LEADER unit.
support-tlacochcalcatl-text =
    When the opponent declares an attack to your LEADER, you will negate the attack. The opponent's attacking unit remains horizontal after the attack, and your LEADER receives no damage.
    The support of the Tlacoachcalatl may not be negated.
support-cuauhtli-timing = During Phase 2 of your turn.
support-cuauhtli-text =
    Choose a SOLDIER unit, which has 1 health point and hasn't receive any damage this turn, from the opponent's battlefield and put it into your kingdom.
    Example:
    There is the Ocelotl placed horizontally on opponent's battlefield, which hasn't received any damage this turn. Since the Ocelotl is placed horizontally, his health point is 1. You put him into your kingdom.
support-pochtecatl-timing = During Phase 2 of your turn.
support-pochtecatl-text = Choose a SOLDIER unit on your battlefield and swap with a unit in your kingdom. If the unit on your battlefield is placed vertically, the swapped unit will be placed vertically too. If the unit on your battlefield is placed horizontally, the swapped unit will be placed horizontally too.
support-tlamacazqui-timing = Depends on the chosen support.
support-tlamacazqui-text =
    Tlamacazqui has multiple support. Choose which support to use when you use its support.
    (1) Timing of activation: When the opponent places a SOLDIER unit onto his Reserve to use the support. Negate the opponent's SOLDIER unit's support and put that into his graveyard.
    This support of the Tlamacazqui may not be negated.
    (2) Timing of activation: During Phase 2 of your turn. Choose a unit from opponent's graveyard and put it into your kingdom.
    This support of the Tlamacazqui may be negated.
support-tlatoani-timing = The timing depends on the support you use.
support-tlatoani-text = Choose and activate a support from the 5 cards: Ocelotl, Tlacoachcalatl, Cuauhtli, Pochtecatli or Tlamacazqui. You must declare which support you are going to use the moment you place your Tlatoani from the hand onto your reserve.
support-immortal-timing = During Phase 2 of your turn.
support-immortal-text =
    All of your SOLDIER units will gain 2 attack points when you attack opponent's unit in his front row.
    If you use this support more than once during the same turn, the units gain additional 2 attack points, when you attack opponent's unit in his front row, every time this support is used. By using this support, units can be able to capture opponent's unit which has higher health point than the original attack point.
support-cataphract-timing = When the opponent chooses an unit and declares an Attack.
support-cataphract-text = When the opponent declares an attack, you will negate the attack and swap the attacked unit (unit A) with other unit on your battlefield (unit B). The unit A will not take any damage but 1 damage will be inflicted to unit B and the opponent's attacking unit remains horizontal after the attack. Even though unit B has 1 health point and hasn't received any damage this turn, it will be destroyed and put into your graveyard. If this support is negated, another Cataphract's support may be used against the same attack.
support-siphonarioi-timing = During Phase 2 of your turn.
support-siphonarioi-text = Inflict 1 damage to every units on opponent's front row. You may not capture any unit(s) using this support.
support-diplomat-timing = When your attack hits opponent's unit and the unit remains.
support-diplomat-text = Move an attacked unit to different place on opponent's battlefield. If there is already a unit in the space you have chosen, replace the two units with each other.
support-alchemist-timing = Depends on the chosen support.
support-alchemist-text =
    Alchemist has multiple support. Choose which support to use when you use it's support.
    (1) Timing of activation: When the opponent places a unit onto his reserve to use the purple support.
    Negate the opponent's PURPLE support (Ninja, Tlamacazqui's second ability, Emperor used as the Alchemist's second and the third ability and etc.).
    This support of the Alchemist may not be negated.
    (2) Timing of activation: During Phase 2 of your turn.
    Opponent will not be able to use any support during this turn.
    (3) Timing of activation: During Phase 3 of your turn.
    Opponent will not be able to use any support during his next turn.
support-emperor-timing = The timing depends on the support you use.
support-emperor-text = Choose and activate a support from the 5 units: Immortal, Cataphract, Siphonarioi, Diplomat or Alchemist. You must declare which support you are going to use the moment you place your Emperor from the hand onto your reserve.

## The board picture

picture-player = Player { $seat } · { $leader } · hand { $hand } · pile { $draw_pile }
picture-graveyard = graveyard { $count }
picture-reserve = Reserve { $count }/{ $limit }
picture-kingdoms = Kingdoms { $far } { $far_led } – { $near_led } { $near }
picture-over = Over · { $outcome }
picture-turn = Turn { $turn } · { $phase }
picture-setup = Setup
picture-to-act = player { $seat } to act
picture-hand = Your hand ({ $count }) · ⚔ attack · ♥ upright/tilted
# $role: soldier or leader; $version: king, shogun, pharaoh, odin, tlatoani or emperor.
picture-card-role = { $role ->
    [leader] Leader
   *[soldier] Soldier
} · { $version }
picture-upright = ♥ { $health } upright
picture-tilted = ♥ { $health } tilted
picture-range = range
picture-attacker = the attacker (front row)

## Pictures' titles and descriptions (for screen readers)

picture-title = Invictus · match #{ $match_id } · { $variant }
# $time: "2026-11-23 14:30" (UTC).
picture-due = due { $time } UTC
picture-board-description = The board
picture-hand-description = Your hand

## Answers of the bot

something-went-wrong = Something went wrong on our side; nothing was changed. Please try again.

## Answers to clicks

# Appended to a public message that was answered.
answered-rematch = { $player } asks { $challenged } for a rematch: the challenge is in { $channel }.
answered-declined = Declined by { $player }.
answered-passed = { $player } passed.
answered-claimed = { $player } claimed the win.
answered-granted = { $player } granted more time.
answered-accepted = Accepted by { $player }: match #{ $match_id } is starting.
answered-accepted-waiting = { $player } accepted; waiting for { $waiting }.
resigned = You resigned match #{ $match_id }.
thread-name = Invictus match #{ $match_id }
orders-set = Standing order for match #{ $match_id }: { $order }.
click-unknown-builder = Sorry, I don't recognise this army builder; start again with /army build.
click-pick-entry = Pick an entry from the menu.
click-not-offered = That is not one of the offered choices.
click-unknown-button = Sorry, I don't recognise this button. It may come from an older version of the bot; use /board for a fresh board.
click-not-yours = This message was drawn for another player; nothing was changed. Press “My hand” for yours.
click-pick-army = Pick an army from the menu.
click-no-saved-army = You have no saved army of that name.
click-not-offered-army = That is not one of the offered armies.
click-unknown-choice = Sorry, I don't recognise that choice.
click-window-not-yours = This reaction window is not yours to answer.
click-hand-not-a-player = You are not playing in this match; the board above shows everything public.

## Notices of the announcer

challenge-expired = The challenge from { $challenger } to { $challenged } expired.
window-in-match = Reaction window in match #{ $match_id }.
window-closed = closed

## The terminal (invictus play)

local-player = Player
local-ai = AI
local-partner = Partner
local-ai-seat = AI { $seat }
local-player-team = Player's team
local-ai-team = the AI team
play-no-seat = match #{ $match_id } has no seat for you
play-against-ai = against the AI ({ $level })
play-against-teams = in teams: you (A) and an AI partner (C) against two AIs (B, D), all { $level }; partners may talk only before the battle (R44)
play-start = Match #{ $match_id } { $against }; saved in { $path }.
    Type a number to choose, `b` for the board, `help` for more, `q` to stop (resume with `invictus play --resume`).
play-game-over = Game over: { $outcome }.
play-nobody-acts = nobody can act in this match
play-ai-no-move = the AI found no move
play-your-move = Your move: { $waiting }.
play-stopped = Stopped; the match is saved. Continue with `invictus play --resume`.
play-help = Type the number of a choice. `b` shows the board again, `resign` concedes, `q` stops (the match is saved).
play-type-a-number = Please type a number from 1 to { $count } (or `help`).
play-nothing-to-resume = no unfinished match in { $path }: start one with `invictus play`
play-no-ai-seat = match #{ $match_id } has no AI seat
play-already-stored = this move was already stored
terminal-setup-heading = Setup · { $phase }
terminal-over-heading = Turn { $turn } · the match is over
terminal-turn-heading = Turn { $turn } · { $whose } · { $phase }
terminal-your-turn = your turn
terminal-ai-turn = the AI's turn
terminal-turn-of = { $player }'s turn
terminal-turn-order = Turn order: { $order }
terminal-you = You
terminal-your-hand = Your hand ({ $count }): { $cards }
terminal-empty = empty
terminal-member = { $who } ({ $leader }) · hand { $hand } · draw pile { $draw_pile }
terminal-graveyard = graveyard { $count }
terminal-kingdom = kingdom: { $kingdom }
terminal-reserve = reserve { $count }/{ $limit }: { $units }
picture-title-stored = Invictus · match #{ $match_id }

## The army builder (/army build)

# Keep the army's name between quotes (“…” or « … »): the bot reads it back from this line.
builder-heading = Building the army “{ $name }”. Pick the Leader and, colour by colour, a Soldier type and its count; then Save.
builder-full = A full army: ready to save.
builder-light = An army for a Light Match: ready to save.
builder-not-ready = Not ready yet: { $reason }.
builder-leader = Leader: { $unit }
# $colour: blue, green, red, yellow or purple.
builder-editing = Editing { $colour }: pick another colour
builder-edit = Edit { $colour }
builder-soldier = { $colour } Soldier: { $unit }
builder-soldier-none = { $colour } Soldier: none
builder-no-soldier = No { $colour } Soldier
builder-count = { $colour } count: { $count }
builder-count-none = { $colour } count: pick a Soldier first
builder-count-option = { $count } × { $colour }
builder-save = Save “{ $name }”

## Slash commands: answers

command-unreadable-options = I could not read that command's options; nothing was changed. Please type the command again.
command-not-a-duration = “{ $text }” is not a duration: write it like { $examples }.
command-no-match-here = You have no match in progress in this channel.
pings-set = Pings for match #{ $match_id } are { $on ->
    [on] on
   *[off] off (your name is still shown)
}.
vacation-started = Enjoy! Your clocks are stopped until <t:{ $time }:f>. Vacation left this year: { $days } days.
resign-confirm = Resign match #{ $match_id }? This cannot be undone.
button-resign = Resign
command-no-match-in-channel = There is no match in progress in this channel.
armies-none = You have no saved armies. Save one with /army save (a name and a preset or army text).
# $light: yes or no.
armies-line = **{ $name }**{ $light ->
    [yes] {" "}(Light)
   *[no] {""}
}: Leader { $leader }, { $soldiers }
armies-title = Your saved armies
armies-no-such = You have no saved army named “{ $name }”. /army list shows yours.
armies-deleted = Deleted your army “{ $name }”.
# $scope: server or global.
leaderboard-title = Leaderboard · { $scope ->
    [server] this server
   *[global] all servers
}
challenge-not-a-bot = You cannot challenge a bot. Challenge a person instead.
challenge-people-only = Only people (or this bot itself) can take a seat.

# $level: easy, normal or hard.
level-name = { $level ->
    [easy] easy
    [hard] hard
   *[normal] normal
}
# $mode: duel or teams.
practice-started = { $mode ->
    [teams] { $player } starts team practice match #{ $match_id }: { $player } (A) and a built-in partner (C) against two built-in opponents (B, D), all { $level }. Partners may talk only before the battle.
    [free-for-all] { $player } starts practice match #{ $match_id }, free for all against built-in opponents ({ $level }).
   *[duel] { $player } starts practice match #{ $match_id } against the built-in opponent ({ $level }).
}
games-none = You have no match in progress. Start one with /challenge.
# $whose: mine, theirs or over.
games-line = #{ $match_id } vs { $opponent } · turn { $turn } · { $whose ->
    [mine] **your move**
    [theirs] their move
   *[over] over
}
games-move-due = move due <t:{ $time }:R>
games-window-closes = window closes <t:{ $time }:R>
games-board-link = [board]({ $link })
games-title = Your matches in progress
history-none = You have no finished match yet.
# $won: yes or no; $condition as in outcome-win.
history-result = { $won ->
    [yes] **won**
   *[no] lost
} by { $condition ->
    [execution] execution
    [development] development
    [collapse] collapse
    [end_of_war] end of the war
    [resignation] resignation
   *[timeout] timeout
}
history-draw = draw
history-abandoned = abandoned
history-line = #{ $match_id } vs { $opponent } · { $result } · <t:{ $time }:d>
history-title = Your finished matches
export-message = The log of match #{ $match_id }: its setup and its { $actions } actions with their times. Replay it with `invictus replay invictus-match-{ $match_id }.json`.
export-description = The log of Invictus match #{ $match_id }

## Reference texts: /rules and /help

rules-title = Rules · { $title }
rules-footer = /rules topic:… for more · /card name:… for a card
rules-topics = Topics: { $topics }.
card-unknown = There is no card called “{ $name }”. Start typing and pick one from the list.
rules-overview-title = Overview
rules-overview-text = Two players, each with an army of 20 Soldiers and a Leader (Light Match: 10 and a Leader). A battlefield of 2×3 cells per player (front row F1–F3, back row B1–B3; a back cell needs the front cell of its column filled). Win by killing or capturing the enemy Leader (execution), by having more citizens than the opponent in 4 colours (development), when the opponent cannot conscript 2 units (collapse), or at the end of the war when both draw piles are empty.
rules-setup-title = Setup
rules-setup-text = Each player draws 3 Soldiers (2 in the team mode) and may mulligan them once, without knowing the other's choice; then the Leader joins the hand and the first player is drawn (R7, R8). Then, first player first: a unit on a front cell, a unit in the reserve (no effect), a Soldier in the kingdom.
rules-turn-title = A turn
rules-turn-text = Straighten your units and draw. Then one action: Recruit (the leftmost reserve unit, or a hand unit when the reserve is empty, onto a cell), or Attack (each upright unit may attack once, then tilts). Supports may be played before and after. Once per turn you may send a Soldier from hand to the kingdom. End the turn; with 6 or more cards in hand, send Soldiers to the kingdom down to 5.
rules-attack-title = Attacks
rules-attack-text = A unit attacks an enemy unit within its range (depth and offset from its cell). An attack exactly equal to the health of an unhurt target captures it (to your kingdom); otherwise an attack at least its health left kills it (to the graveyard); else the damage stays until the end of the turn (R17). A C attack captures a Soldier and deals 1 damage to a Leader (R18). A back unit moves forward when its front cell empties.
rules-supports-title = Supports
rules-supports-text = Play a unit from your hand to your reserve (if there is room) for its support effect. Some supports are reactions: played in a reaction window against an attack or a support. A negated support stays in the reserve with no effect.
rules-reactions-title = Reaction windows
rules-reactions-text = When an attack or a support could be answered, its target gets a reaction window: the bot posts a prompt with Respond and Pass. Respond shows you privately what you can play; if the time runs out, the bot passes for you. A window is offered whenever a reaction is possible from public information, so an offered window never tells what you hold.
rules-teams-title = Team mode (4 players)
rules-teams-text = Two teams of two: A and C against B and D (R32–R44). Turns go A, B, C, D (B, A, D, C when team 2 is drawn to start). Each team shares one battlefield, one reserve and one graveyard; each player keeps their own hand, draw pile, kingdom and Leader. Setup: 2 Soldiers each (one mulligan), then A and B place on their front rows, C and D in their reserves, all four in their kingdoms. On your turn you control every unit of your team. Only the next player may react to the active player. A captured Soldier joins the attacker's kingdom. A team loses when either of its Leaders falls, or when it cannot conscript; Development compares kingdoms in pairs, A with B and C with D. Partners may talk strategy only before the battle, never during it: your hand stays private, also from your partner. Play it with /teams or /practice mode:Teams.
rules-rulings-title = Rulings
rules-rulings-text = Where the rule book is ambiguous, the bot follows the rulings R1–R44 and the house rulings H1–H21 documented in docs/rulings.md of the project (e.g. R23: windows are offered from public information only).
help = **Invictus** — a tactical card game for two players (or four, in teams of two), played right here.
    • `/challenge opponent:@someone` — propose a match (optional: army, variant, reaction window). They accept with a button.
    • `/teams partner:@… opponent:@… opponent2:@…` — a team match of four; all three accept, each with their army.
    • `/practice` — play the built-in opponent (levels Easy, Normal, Hard; `mode:Teams` gives you a built-in partner against two), or challenge the bot itself.
    • On the board, **My hand** shows you your cards and what you can do, privately.
    • Reaction windows ping you with **Respond** / **Pass**; if time runs out the bot passes for you.
    • `/board` — post the board again · `/resign` — give up the match in this channel
    • `/games` — your matches in progress · `/history` — your finished matches
    • `/orders` — answer reaction windows for you (always pass, or guard your Leader) · `/pings` — on or off
    • `/vacation days:…` — stop your clocks in all your matches for a while
    • `/settings language` — the language of your replies, or (managers) of this server's public messages
    • `/card name:…` — a card's numbers and support · `/rules topic:…` — the rules in short

## /settings

settings-unknown-language = “{ $text }” is not a language the bot speaks: choose { $known } or auto.
settings-mine = Your replies are now in { $language }.
settings-mine-auto = Your replies now follow your Discord language.
settings-server-only = A server's language is set in the server.
settings-managers-only = Only members who may manage this server can set its language; /settings language scope:Me sets yours.
settings-server = This server's public messages (boards, pings, prompts, results) are now in { $language }.
settings-server-auto = This server's public messages now follow its Discord language (now { $language }).

## Slash commands: descriptions and choices (command and option names stay English)

cmd-challenge-description = Challenge someone to a match of Invictus.
cmd-challenge-opponent-description = Who to play against
cmd-challenge-army-description = Your army: a preset (king, shogun, …), a saved army, or army text
cmd-challenge-variant-description = Standard, Light Match or a handicap on yourself
cmd-challenge-variant-choice-0 = Standard
cmd-challenge-variant-choice-1 = Light Match (10 Soldiers)
cmd-challenge-variant-choice-2 = Handicap Experienced (your reserve 4)
cmd-challenge-variant-choice-3 = Handicap Master (your reserve 3)
cmd-challenge-variant-choice-4 = Handicap King (your reserve 2)
cmd-challenge-variant-choice-5 = Handicap Invictus (your reserve 1)
cmd-challenge-reaction_window-description = Time to answer a reaction window, like 90s or 5m
cmd-challenge-turn_time-description = Time each player has per move, like 24h or 3days
cmd-teams-description = Challenge three people to a team match: you and your partner against two opponents.
cmd-teams-partner-description = Your partner (seat C)
cmd-teams-opponent-description = The first opponent (seat B)
cmd-teams-opponent2-description = The second opponent (seat D)
cmd-teams-army-description = Your army: a preset (king, shogun, …), a saved army, or army text
cmd-teams-variant-description = Standard, Light Match or a handicap on your team
cmd-teams-variant-choice-0 = Standard
cmd-teams-variant-choice-1 = Light Match (10 Soldiers)
cmd-teams-variant-choice-2 = Handicap Experienced (your reserve 4)
cmd-teams-variant-choice-3 = Handicap Master (your reserve 3)
cmd-teams-variant-choice-4 = Handicap King (your reserve 2)
cmd-teams-variant-choice-5 = Handicap Invictus (your reserve 1)
cmd-teams-reaction_window-description = Time to answer a reaction window, like 90s or 5m
cmd-teams-turn_time-description = Time each player has per move, like 24h or 3days
cmd-practice-description = Play a practice match against the built-in opponent in this channel.
cmd-practice-army-description = Your army: a preset, a saved army, or army text
cmd-practice-vs-description = The AI's army (default: the same as yours): a preset, a saved army, or army text
cmd-practice-level-description = How strong the AI plays (default Normal)
cmd-practice-level-choice-0 = Easy
cmd-practice-level-choice-1 = Normal
cmd-practice-level-choice-2 = Hard
cmd-practice-mode-description = A duel (default) or the 4-player team mode
cmd-practice-mode-choice-0 = Duel
cmd-practice-mode-choice-1 = Teams (you and an AI partner against two AIs)
cmd-practice-game-description = Which game (default Invictus)
cmd-practice-game-choice-0 = Invictus
cmd-practice-game-choice-1 = Tactica
cmd-practice-map-description = Tactica: the map (default 3 castles)
cmd-practice-map-choice-0 = 3 castles (2 or 3 players)
cmd-practice-map-choice-1 = 4 castles (4 players)
cmd-practice-map-choice-2 = 6 castles (3 to 6 players)
cmd-practice-players-description = Tactica: how many play, you included (default: 2, or 4 on the 4-castle map)
cmd-practice-empire-description = Tactica: your Empire, or draft (default: no Empires)
practice-tactica-draft = draft
practice-tactica-no-army = Armies and the team mode are Invictus options; a Tactica practice takes a map, a number of players, a level and an Empire.
practice-invictus-no-map = The map, the number of players and the Empire are Tactica options: add game:Tactica.
cmd-resign-description = Resign your match in this channel (asks to confirm).
cmd-board-description = Post the board of the match in this channel again.
cmd-games-description = Your matches in progress: opponent, whose move, and a link to each board.
cmd-history-description = Your finished matches with their results.
cmd-export-description = Send yourself the log of a finished match as a file (the format `invictus replay` reads).
cmd-export-match-description = The match number (default: your last finished match)
cmd-profile-description = A player's rating, record, streak, armies and last matches.
cmd-profile-user-description = Whose profile (default: yours)
cmd-leaderboard-description = The best ratings of this server or of all servers, and your place.
cmd-leaderboard-scope-description = This server (default) or all servers
cmd-leaderboard-scope-choice-0 = This server
cmd-leaderboard-scope-choice-1 = All servers
cmd-orders-description = Set your standing order for reaction windows in the match in this channel.
cmd-orders-order-description = What the bot does when you may react
cmd-orders-order-choice-0 = Ask me (default)
cmd-orders-order-choice-1 = Always pass reactions
cmd-orders-order-choice-2 = Stop attacks on my Leader with a Guardian-type card when I can
cmd-pings-description = Turn the bot's pings on or off for you in the match in this channel.
cmd-pings-on-description = Whether the bot may ping you in this match
cmd-vacation-description = Take a vacation: your clocks stop in all your matches (a yearly allowance).
cmd-vacation-days-description = How many days
cmd-army-description = Your saved armies: save one under a name, list, show or delete them.
cmd-army-save-description = Save an army under a name (a preset or army text, full or Light).
cmd-army-save-name-description = A name for it, like “shogun rush”
cmd-army-save-army-description = A preset or army text: leader=shogun blue=samurai:4 green=guardian:4 …
cmd-army-build-description = Build an army from menus, see its numbers as you go, and save it under a name.
cmd-army-build-name-description = A name for it, like “shogun rush”
cmd-army-build-from-description = Start from a preset, a saved army or army text (default: King)
cmd-army-list-description = List your saved armies.
cmd-army-show-description = Show one of your saved armies with its numbers.
cmd-army-show-name-description = The army's name
cmd-army-delete-description = Delete one of your saved armies.
cmd-army-delete-name-description = The army's name
cmd-card-description = Show a card: its numbers, range and support text.
cmd-card-name-description = The card's name
cmd-rules-description = The rules in short, by topic.
cmd-rules-topic-description = The topic, like overview, turn or rulings (the list depends on the game)
cmd-help-description = How to play Invictus here.
cmd-settings-description = Your settings.
cmd-settings-language-description = Choose the language of your replies, or (server managers) of this server's public messages.
cmd-settings-language-language-description = en, fr, … or auto (follow Discord's language)
cmd-settings-language-scope-description = Your own replies (default) or this server's public messages
cmd-settings-language-scope-choice-0 = Me
cmd-settings-language-scope-choice-1 = This server

## Small words

# Two players named together: a team.
two-names = { $first } and { $second }
# A Soldier colour; $colour: blue, green, red, yellow or purple.
colour-name = { $colour ->
    [blue] blue
    [green] green
    [red] red
    [yellow] yellow
   *[purple] purple
}

## Durations and menu labels

# A duration in words, one message per unit; words::duration joins the units that are not zero
# with duration-parts: "2 days 3 hours".
duration-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
# $first: the larger units already worded; $rest: the next unit.
duration-parts = { $first } { $rest }
# A menu option of a group with one choice: the group, then its choice.
menu-group-choice = { $group }: { $choice }

## Tactica map picture (the header, the players panel and the legend)

# The header; $castles is the map's number of castles.
tactica-picture-title = Tactica · { $castles ->
    [one] { $castles } castle
   *[other] { $castles } castles
} · round { $round } · turn { $turn }
# A seat's colour in the picture; $colour: red, blue, green, yellow, pink or sky.
tactica-picture-colour = { $colour ->
    [red] Red
    [blue] Blue
    [green] Green
    [yellow] Yellow
    [pink] Pink
   *[sky] Sky
}
# The status line; $player is a colour (tactica-picture-colour), $players a list of them.
tactica-picture-status-castle = ▶ { $player } chooses a castle
tactica-picture-status-turn = ▶ { $player } to play
tactica-picture-status-window = reactions: { $players }
tactica-picture-status-decision = ▶ { $player } decides
# $count is the number of winners.
tactica-picture-status-won = { $count ->
    [one] over: { $players } won
   *[other] over: { $players } won
}
tactica-picture-status-over = over
# The players panel.
tactica-picture-players = Players
tactica-picture-deck = deck { $deck }
tactica-picture-player = { $colour } (seat { $seat })
tactica-picture-team = team { $team }
tactica-picture-you = you
tactica-picture-out = out
tactica-picture-out-placed = out · place { $place }
tactica-picture-no-castle = { $gold } G · no castle yet
tactica-picture-state = { $gold } G · { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} · { $castles ->
    [one] { $castles } castle
   *[other] { $castles } castles
}
# The legend: field types and signs.
tactica-picture-terrain = { $terrain ->
    [basic] Basic
    [citadel] Citadel
    [keep] Keep
    [desert] Desert
    [temple] Temple
    [mountains] Mountains
    [port_centre] Port Centre
    [docks] Docks
   *[village] Village
}
tactica-picture-sign-wagon = wagon
tactica-picture-sign-rests = rests (z)
tactica-picture-sign-done = done for this turn
tactica-picture-sign-plundered = plundered
tactica-picture-sign-last-move = last move
tactica-picture-sign-mountain-token = Mountain token

## Tactica texts (board, actions, events)

# Tactica's unit types and the War Wagon, by their id in assets/tactica/ruleset.toml; a type a
# corrected ruleset adds keeps its data file's name ($name).
tactica-unit = { $unit ->
    [peasant] Peasant
    [light_infantry] Light Infantry
    [heavy_infantry] Heavy Infantry
    [archer] Archer
    [light_cavalry] Light Cavalry
    [heavy_cavalry] Heavy Cavalry
    [wagon] War Wagon
    [qaraddu] Qaraddu
    [captain] Captain
    [architect] Architect
    [heavy_chariot] Heavy Chariot
    [lydian_cavalry] Lydian Cavalry
    [magi] Magi
    [cavalry_archer] Cavalry Archer
    [immortal] Immortal
    [amazon] Amazon
    [gilgamesh] Gilgamesh
   *[other] { $name }
}
# Tactica's Action cards, by their id in assets/tactica/ruleset.toml.
tactica-card = { $card ->
    [heroic_defense] Heroic Defense
    [more_heroic_defense] More Heroic Defense
    [surprising_attack] Surprising Attack
    [more_surprising_attack] More Surprising Attack
    [poisoned_blade] Poisoned Blade
    [reinforcements] Reinforcements
    [forced_march] Forced March
    [fresh_horses] Fresh Horses
    [intelligence] Intelligence
    [swords_to_ploughs] Swords to Ploughs
    [reflex] Reflex
    [intuition] Intuition
   *[other] { $name }
}
# Tactica's maps, by their id in assets/tactica/maps.
tactica-map = { $map ->
    [tactica-3p] Small map: 3 castles (rule book 3.7 layout + villages)
    [tactica-4p] 4 castles (designed for invictus)
    [tactica-6p] Big map: 6 castles (rule book 3.7 layout + villages)
   *[other] { $name }
}
tactica-text-unit-tier = { $unit } tier { $tier }
# A seat by its number, counted from 1.
tactica-text-seat = Player { $seat }
tactica-text-a-unit = a unit
tactica-text-unit = unit
# What stands on a field; $you is "yes" when it is the reader's.
tactica-text-occupant = { $you ->
    [yes] your { $unit }
   *[other] Player { $seat }'s { $unit }
}
tactica-text-occupant-wagon = { $you ->
    [yes] your empty { $wagon }
   *[other] Player { $seat }'s empty { $wagon }
}
tactica-text-on-field = { $what } on { $field }
tactica-text-path = { $from } → { $to }
tactica-text-path-via = { $from } → { $to } (via { $via })

# The map as text; the codes (k, d, T, M, P, D, V, [1], 1LI) are the map's glyphs, the same in
# every language.
tactica-text-map-legend-fields = Empty fields show their column (row F, hex 7 is F7): a number alone is a basic field; k keep, d desert, T Temple, M mountains, P port centre, D docks, V village.
tactica-text-map-legend-marks = [1] a castle of Player 1 ([-] neutral, * plundered); 1LI a unit of Player 1 (+ on its wagon); 1{ $code } an empty { $wagon }.
tactica-text-units-title = Units:
tactica-text-units-owner = Player { $seat }:
tactica-text-unit-stats = A{ $attack } D{ $defense }
tactica-text-unit-range = range { $range }
tactica-text-unit-on-wagon = on a { $wagon }
tactica-text-unit-mountain = Mountain token
tactica-text-unit-fatigued = fatigued
tactica-text-unit-done = done this turn
tactica-text-unit-moves = { $moves ->
    [one] 1 move left
   *[other] { $moves } moves left
}
tactica-text-unit-moves-wagon = { $moves ->
    [one] 1 move left
   *[other] { $moves } moves left
} (+{ $wagon_moves } by wagon)
tactica-text-unit-fought = has fought
tactica-text-empty-wagon = empty { $wagon }
tactica-text-no-units = No units on the map yet.
tactica-text-deck = Deck: { $deck ->
    [one] 1 card
   *[other] { $deck } cards
} · discard pile: { $discard }
tactica-text-deck-top = Deck: { $deck ->
    [one] 1 card
   *[other] { $deck } cards
} · discard pile: { $discard } (top: { $card })
tactica-text-last-move = Last move: { $from } → { $to }

# The players
tactica-text-round = Round { $round }, turn { $turn } · turn order: { $order }
tactica-text-player = { $you ->
    [yes] Player { $seat } (you, { $colour })
   *[other] Player { $seat } ({ $colour })
}: { $gold } G · { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · { $castles ->
    [one] 1 castle
   *[other] { $castles } castles
} · { $ports ->
    [one] 1 port
   *[other] { $ports } ports
}
tactica-text-player-temple = the Temple
tactica-text-player-allies = allied with { $players }
tactica-text-player-out = out of the match
tactica-text-player-on-turn = on turn
tactica-text-alliance = the alliance of { $players }
tactica-text-no-cards = none
tactica-text-hand = Your hand ({ $count }): { $cards }
tactica-text-seen-hand = You saw Player { $seat }'s hand on turn { $turn }: { $cards }
tactica-text-seen-peek = You saw the top card of the deck on turn { $turn }: { $card }

# The stack, the combat and the decision
tactica-text-stack-title = Stack (the top resolves first):
tactica-text-stack-item = Player { $seat }: { $what }
tactica-text-stack-move = move { $unit } { $path }
tactica-text-stack-enter-combat = Entering Combat
tactica-text-stack-combat = Combat
tactica-text-stack-recruit = recruit { $unit } on { $field }
tactica-text-stack-buy = buy an Action card
tactica-text-stack-conquest = conquest of castle { $castle } by { $side }
tactica-text-stack-end-of-turn = end of the turn
tactica-text-stack-passing = Passing the Turn
tactica-text-stack-draw = Drawing what a full hand put off ({ $draws } to draw)
tactica-text-card-on = { $card } on { $target }
tactica-text-card-push = { $card }: push { $target } to { $to }
tactica-text-card-reinforce = { $card }: { $target } steps to { $to }
tactica-text-card-reinforce-replaced = { $card }: { $target } steps to { $to }, a { $unit } takes its place
tactica-text-card-on-player = { $card } on Player { $seat }
tactica-text-card-cancel = { $card }: cancel Player { $seat }'s { $cancelled }
tactica-text-card-cancel-unknown = { $card }: cancel a card on the stack
tactica-text-combat = Combat: { $attacker } on { $from } { $ranged ->
    [yes] shoots at
   *[other] attacks
} { $defender } on { $to }
tactica-text-combat-attacker = attacker { $bonuses }
tactica-text-combat-defender = defender { $bonuses }
tactica-text-bonus-attack = { $bonus } A
tactica-text-bonus-defense = { $bonus } D
tactica-text-bonus-poisoned = poisoned blade
tactica-text-bonus-reflex = Reflex
tactica-text-must-decide = Player { $seat } must decide: { $decision }
tactica-text-decide-discard-to-draw = play or discard a card to make room for { $draws } more
tactica-text-decide-intelligence = steal { $gold } G from Player { $seat } or make them discard
tactica-text-decide-discard-chosen = discard a card of their choice
tactica-text-decide-peasant = a free { $peasant } for the unit lost on { $field }
tactica-text-decide-port-fee = pay the port fee of { $fee } G on { $field } or go back to { $back }
tactica-text-decide-peek = keep the peeked card on top of the deck or put it at the bottom
tactica-text-decide-give-castle = which member of { $side } takes castle { $castle }
tactica-text-decide-ban = which Empire to ban from the draft (T7)
tactica-text-decide-pick = which Empire to play (T7)

# Actions, as their player chooses them
tactica-text-action-castle = Choose castle { $castle } (Citadel { $citadel })
tactica-text-action-castle-unknown = Choose castle { $castle }
tactica-text-action-move = Move { $unit } { $path }
tactica-text-action-move-leaving = Move { $unit } { $path }, leaving its wagon
tactica-text-action-move-wagon = Move { $unit } { $path } on its { $wagon }
tactica-text-action-attack = { $ranged ->
    [yes] Shoot at
   *[other] Attack
} { $target } ({ $occupant }) with { $unit } from { $from }
tactica-text-action-attack-field = { $ranged ->
    [yes] Shoot at
   *[other] Attack
} { $target } with { $unit } from { $from }
tactica-text-action-recruit = Recruit { $unit } on { $field } for { $cost } G
tactica-text-action-recruit-docks = Recruit { $unit } on the Docks { $field } for { $cost } G
tactica-text-action-buy = Buy an Action card for { $price } G
tactica-text-action-play = Play { $card }
tactica-text-action-peek-temple = Look at the top card of the deck (the Temple)
tactica-text-action-end-turn = End turn
tactica-text-action-pass = Pass
tactica-text-action-surrender = Surrender
tactica-text-action-conclude = End the match on points (no person is left in it)
tactica-text-action-discard = Discard { $card }
tactica-text-action-steal = Steal { $gold } G from Player { $seat }
tactica-text-action-steal-them = Steal { $gold } G from them
tactica-text-action-force-discard = Make Player { $seat } discard a card
tactica-text-action-force-discard-them = Make them discard a card
tactica-text-action-peasant-place = Place a free { $peasant } on { $field }
tactica-text-action-peasant-move = Move your { $peasant } { $from } → { $to }
tactica-text-action-peasant-none = No { $peasant }
tactica-text-action-pay-fee = Pay the port fee of { $fee } G
tactica-text-action-refuse-fee-back = Do not pay: go back to { $field }
tactica-text-action-refuse-fee = Do not pay the port fee
tactica-text-action-peek-bottom = Put the card at the bottom of the deck
tactica-text-action-peek-top = Leave the card on top of the deck
tactica-text-action-give-castle = Give the castle to Player { $seat }
tactica-text-action-ban = Ban { $empire }
tactica-text-action-pick = Play { $empire }
tactica-text-action-pick-cheaper = Play { $empire }, { $unit } 1 gold cheaper

# Why the rules refused an action
tactica-text-refused-over = The match is over.
tactica-text-refused-no-seat = There is no Player { $seat } in this match.
tactica-text-refused-eliminated = That player is out of the match.
tactica-text-refused-not-your-move = It is not your move.
tactica-text-refused-stale = This was chosen on an older state of the match; look again.
tactica-text-refused-path = That move is not possible: { $why ->
    [empty] the path is empty
    [not_adjacent] each step must go to a neighbouring field
    [blocked] the path crosses a field that is not vacant, a Citadel or the map's edge
    [too_far] the unit has not enough movement points for this path
    [must_stop] the unit must stop on entering the Desert (T31)
    [cannot_leave] leaving a wagon needs one of the driver's own points (T50)
    [cannot_board] only the owner's rested infantry with movement left may board this wagon (T49)
   *[wagon_fatigued] a wagon recruited this turn cannot move; its driver may only leave it (T53)
}.
tactica-text-refused-not-legal = That is not possible now.

# Events, as their reader may see them; $you is "yes" when the player is the reader.
tactica-text-event-turn = — Round { $round }, turn { $turn }: Player { $seat } is on turn —
tactica-text-event-castle-chosen = { $you ->
    [yes] You
   *[other] Player { $seat }
} chose castle { $castle }.
tactica-text-event-empire-banned = { $you ->
    [yes] You
   *[other] Player { $seat }
} banned { $empire }.
tactica-text-event-empire-picked = { $you ->
    [yes] You
   *[other] Player { $seat }
} picked { $empire }.
tactica-text-event-empire-picked-cheaper = { $you ->
    [yes] You
   *[other] Player { $seat }
} picked { $empire }, with { $unit } 1 gold cheaper.
tactica-text-event-move-announced = { $you ->
    [yes] You
   *[other] Player { $seat }
} announced: move { $unit } { $path }.
tactica-text-event-attack-announced = { $you ->
    [yes] You
   *[other] Player { $seat }
} announced: { $unit } on { $from } attacks { $target }.
tactica-text-event-moved = { $you ->
    [yes] Your
   *[other] Player { $seat }'s
} { $unit } moved { $from } → { $to }{ $boarded ->
    [yes] , boarding a wagon
   *[other] {""}
}{ $left ->
    [yes] , leaving its wagon
   *[other] {""}
}.
tactica-text-event-fizzled = { $you ->
    [yes] Your
   *[other] Player { $seat }'s
} action came to nothing.
tactica-text-event-recruited = { $you ->
    [yes] You
   *[other] Player { $seat }
} recruited { $unit } on { $field } for { $cost } G.
tactica-text-event-card-bought = { $you ->
    [yes] You
   *[other] Player { $seat }
} bought an Action card for { $price } G.
tactica-text-event-card-drawn = { $you ->
    [yes] You
   *[other] Player { $seat }
} drew { $card }.
tactica-text-event-card-drawn-hidden = { $you ->
    [yes] You
   *[other] Player { $seat }
} drew a card.
tactica-text-event-reshuffled = The discard pile ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
}) was shuffled into a new deck.
tactica-text-event-card-played = { $you ->
    [yes] You
   *[other] Player { $seat }
} played { $card }.
tactica-text-event-card-resolved = { $you ->
    [yes] Your
   *[other] Player { $seat }'s
} { $card } took effect.
tactica-text-event-card-cancelled = { $you ->
    [yes] Your
   *[other] Player { $seat }'s
} { $card } had no effect.
tactica-text-event-card-discarded = { $you ->
    [yes] You
   *[other] Player { $seat }
} discarded { $card }.
tactica-text-event-combat = Combat: { $unit } on { $from } { $ranged ->
    [yes] shoots at
   *[other] fights
} { $target } on { $to }.
tactica-text-event-combat-cancelled = The combat of { $from } against { $to } was called off.
tactica-text-event-damage = { $unit } on { $from } deals { $amount } damage to { $to }.
tactica-text-event-unit-destroyed = { $you ->
    [yes] Your
   *[other] Player { $seat }'s
} { $unit } on { $field } was destroyed.
tactica-text-event-wagon-destroyed = { $you ->
    [yes] Your
   *[other] Player { $seat }'s
} { $wagon } on { $field } was destroyed.
tactica-text-event-advanced = { $unit } advanced { $from } → { $to }.
tactica-text-event-mountain-token = The unit on { $field } took a Mountain token.
tactica-text-event-looted = { $you ->
    [yes] You
   *[other] Player { $seat }
} looted { $gold } G at the village { $field }.
tactica-text-event-looted-from = { $you ->
    [yes] You
   *[other] Player { $seat }
} looted { $gold } G from Player { $victim } at the village { $field }.
tactica-text-event-port-fee = { $you ->
    [yes] You
   *[other] Player { $seat }
} paid a port fee of { $gold } G on { $field }.
tactica-text-event-turned-back = The unit on { $from } went back to { $to }.
tactica-text-event-port-fee-unpaid = { $you ->
    [yes] You
   *[other] Player { $seat }
} could not pay the port fee of { $gold } G on { $field }: the unit went back to { $back }, its movement spent.
tactica-text-event-conquest-announced = Player { $seat } is conquering castle { $castle }.
tactica-text-event-conquest-failed = The conquest of castle { $castle } failed.
tactica-text-event-conquered = { $you ->
    [yes] You
   *[other] Player { $seat }
} conquered castle { $castle }.
tactica-text-event-conquered-from = { $you ->
    [yes] You
   *[other] Player { $seat }
} conquered castle { $castle } from Player { $victim }.
tactica-text-event-conquered-gold = { $you ->
    [yes] You
   *[other] Player { $seat }
} conquered castle { $castle } and took { $gold } G.
tactica-text-event-conquered-from-gold = { $you ->
    [yes] You
   *[other] Player { $seat }
} conquered castle { $castle } from Player { $victim } and took { $gold } G.
tactica-text-event-income = { $you ->
    [yes] You
   *[other] Player { $seat }
} earned { $gold } G.
tactica-text-event-turn-ended = { $you ->
    [yes] You
   *[other] Player { $seat }
} ended the turn.
tactica-text-event-gold-stolen = { $you ->
    [yes] You
   *[other] Player { $seat }
} stole { $gold } G from Player { $victim }.
tactica-text-event-hand-revealed = { $you ->
    [yes] You
   *[other] Player { $seat }
} saw Player { $victim }'s hand.
tactica-text-event-hand-seen = { $you ->
    [yes] You
   *[other] Player { $seat }
} saw Player { $victim }'s hand: { $cards }.
tactica-text-event-peeked = { $you ->
    [yes] You
   *[other] Player { $seat }
} looked at the top card of the deck.
tactica-text-event-peeked-card = { $you ->
    [yes] You
   *[other] Player { $seat }
} looked at the top card of the deck: { $card }.
tactica-text-event-peek-put = { $you ->
    [yes] You
   *[other] Player { $seat }
} put the card { $bottom ->
    [yes] at the bottom of
   *[other] on top of
} the deck.
tactica-text-event-movement-refreshed = The unit on { $field } has its movement back.
tactica-text-event-surrendered = { $you ->
    [yes] You
   *[other] Player { $seat }
} surrendered.
tactica-text-event-eliminated = Player { $seat } is out of the match ({ $points ->
    [one] 1 placement point
   *[other] { $points } placement points
}).
tactica-text-event-game-over = The match is over: { $winners }.

# The outcome
tactica-text-winners = { $players } { $count ->
    [one] wins
   *[other] win
} { $reason ->
    [last_standing] as the last standing
    [castle_majority] by holding most of the castles
    [no_person_left] on points, no person being left in the match
   *[turn_cap] on points at the turn cap
}
tactica-text-no-winner = nobody wins { $reason ->
    [last_standing] as the last standing
    [castle_majority] by holding most of the castles
    [no_person_left] on points, no person being left in the match
   *[turn_cap] on points at the turn cap
}
tactica-text-outcome = { $winners }.
tactica-text-score = Player { $seat }: { $total ->
    [one] 1 point
   *[other] { $total } points
} ({ $placement } for placement, { $castles } for castles; holds { $held ->
    [one] 1 castle
   *[other] { $held } castles
})

# The terminal game (invictus play --game tactica, replay and render of a Tactica log)
tactica-text-play-kind = { $kind ->
    [you] you
    [human] human
    [greedy] greedy
   *[random] random
}
tactica-text-play-seat = Player { $seat } { $kind }
tactica-text-play-cap = decided on points after round { $cap }
tactica-text-play-no-cap = no turn cap
tactica-text-play-start = Tactica on { $map } ({ $id }): { $seats }; { $cap }. Saved after every action in { $path }.
tactica-text-play-resumed = Tactica on { $map } ({ $id }): { $seats }; { $cap }. Resumed from { $path }.
tactica-text-play-help =
    Type the key of a choice: a letter, a unit's field (F7), or a number in a list (0 goes back). Also:
      e           go on: end your turn (asked to confirm), pass a window, or give a question its usual answer
      F7 F9       move the unit on F7 to F9, or attack F9 from F7 (F7 F8 F9 names the path)
      b           show the whole board
      surrender   leave the match
      q           stop here; the match is saved, `invictus play --game tactica --resume` goes on
tactica-text-play-game-over = Game over: { $outcome }
tactica-text-play-log = The match log is in { $path }.
tactica-text-play-bot = Player { $seat } ({ $kind }): { $action }
tactica-text-play-stopped = Stopped; the match is saved in { $path }. `invictus play --game tactica --resume --save { $path }` goes on.
tactica-text-play-refused = { $why } Nothing changed.
tactica-text-play-pass-keyboard = --- Pass the keyboard to Player { $seat }, then press Enter ---
tactica-text-play-back = Back
tactica-text-play-type-a-key = Please type a key from the list, two fields like F7 F9, e to go on, or h for help.
tactica-text-play-giving-up = Too many answers not understood in a row: stopping here.
tactica-text-play-confirm-end = End your turn now? Type e (or y) to confirm, anything else to go back:
tactica-text-play-two-windows = (An attack opens two reaction windows: when it is declared, the Entering Combat, then before the blows, the Combat: T40.)
tactica-text-play-menu-recruit = Recruit ({ $count ->
    [one] 1 unit type
   *[other] { $count } unit types
})
tactica-text-play-menu-cards = Play an action card ({ $count ->
    [one] 1 card
   *[other] { $count } cards
})
tactica-text-play-menu-reactions = Play a reaction ({ $count ->
    [one] 1 card
   *[other] { $count } cards
})
tactica-text-play-menu-empire = Your Empire's abilities ({ $count ->
    [one] 1 choice
   *[other] { $count } choices
})
tactica-text-play-recruit-kind = { $unit }, { $cost } G ({ $fields ->
    [one] 1 field
   *[other] { $fields } fields
})
tactica-text-play-card-unit = { $unit } ({ $count ->
    [one] 1 field
   *[other] { $count } fields
})
tactica-text-play-why-range = { $to } is out of range: { $distance } fields away, range { $range }.
tactica-text-play-why-far = { $to } is out of reach: { $moves } movement left, and the way there costs more or is blocked.
tactica-text-play-why = The unit on { $from } cannot reach { $to } now: { $why ->
    [fatigued] it was recruited this turn (fatigue, T56).
    [finished] it is done for this turn (another unit acted after it, T27).
    [fought] it has fought this turn.
    [not-adjacent] a melee attack needs an adjacent target.
    [no-movement] it has no movement left.
    [occupied] a unit of yours stands there.
   *[other] the rules do not allow it.
}
tactica-text-play-castle = Player { $seat }, choose your castle:
tactica-text-play-turn = Player { $seat }, your turn. What now?
tactica-text-play-window = Player { $seat }, play a reaction or pass:
tactica-text-play-decide = Player { $seat }, decide:
tactica-text-play-no-unit = There is no unit of yours on { $field }.
tactica-text-play-not-your-turn = Units move and attack on your turn only.
tactica-text-play-path-too-long = That path is too long.
tactica-text-play-group-card = Play { $card }
tactica-text-play-group-recruit = Recruit { $unit }
tactica-text-play-group-unit = { $unit } on { $field }
tactica-text-play-group-any-unit = Unit
tactica-text-play-fields = { $count ->
    [one] 1 field
   *[other] { $count } fields
}
tactica-text-play-targets = { $count ->
    [one] 1 target
   *[other] { $count } targets
}
tactica-text-play-choices = { $count ->
    [one] 1 choice
   *[other] { $count } choices
}
tactica-text-play-moves = { $count ->
    [one] 1 field to move to
   *[other] { $count } fields to move to
}
tactica-text-play-attacks = { $count ->
    [one] 1 attack
   *[other] { $count } attacks
}
tactica-text-play-unfinished = { $path } holds an unfinished match: continue it with --resume, or choose another file with --save
tactica-text-play-nothing-to-resume = nothing to resume: cannot read { $path }: { $error }
tactica-text-play-not-a-save = { $path } is not a saved Tactica match
tactica-text-play-not-a-save-because = { $path } is not a saved Tactica match: { $error }
tactica-text-play-seat-count = { $path }: the save names { $named } seat players for { $seats } seats
tactica-text-play-waits-for-nobody = the match waits for nobody
tactica-text-play-bot-refused = Player { $seat } chose an action the rules refuse: { $action }

## Tactica built-in player

# $level: the level's name, as level-name gives it.
tactica-text-play-kind-bot = { $level } built-in player

tactica-text-replay-progress = { $actions ->
    [one] 1 action
   *[other] { $actions } actions
}, turn { $turn }, round { $round }
tactica-text-replay-not-over = The match is not over.
tactica-text-render-wrote = wrote { $file } (after { $actions ->
    [one] 1 action
   *[other] { $actions } actions
})

## Tactica on Discord

cmd-tactica-unit-description = A Tactica unit type's numbers.
cmd-tactica-unit-name-description = The unit's name
cmd-tactica-map-description = A Tactica map: its picture with every field named, and what is on it.
cmd-tactica-map-map-description = The map: 3, 4 or 6 castles
cmd-tactica-map-map-choice-0 = 3 castles (2 or 3 players)
cmd-tactica-map-map-choice-1 = 4 castles (4 players)
cmd-tactica-map-map-choice-2 = 6 castles (3 to 6 players)
tactica-unit-cost = Costs { $cost } gold.
tactica-unit-cost-tiered = Costs { $cost } gold per tier, tiers 1 to { $tiers } (its attack and range are its tier, T57).
tactica-unit-fight = Attack { $attack } ({ $kind ->
    [ranged] ranged
   *[melee] melee
}), defence { $defense }.
tactica-unit-move = Movement { $movement } ({ $mode ->
    [cavalry] cavalry
   *[infantry] infantry
}).
tactica-unit-tokens = { $tokens } tokens in each player's stash.
tactica-unit-special = A special unit: only { $empire } recruits it (T85); /tactica empire tells its abilities.
tactica-unit-footer = /rules game:Tactica topic:units tells how units fight and move
tactica-unit-unknown = There is no Tactica unit or map “{ $name }”.
tactica-map-summary = { $fields } fields: { $castles } castles, { $villages } villages, { $ports } ports. Fields are named by their row letter and column number, like F7.

## Tactica cards

cmd-tactica-card-description = A Tactica Action card: when it can be played and what it does.
cmd-tactica-card-name-description = The card's name
cmd-tactica-empire-description = A Tactica Empire: its abilities, special unit and Triumph.
cmd-tactica-empire-name-description = The Empire's name
tactica-card-copies = **Deck**: { $count ->
    [one] 1 copy
   *[other] { $count } copies
} of its { $deck } cards (T63).
tactica-card-price = **Buying**: { $price } gold for the top card of the deck, drawn unseen (nobody picks a card), as a regular action { $buys ->
    [one] once
   *[other] { $buys } times
} a turn; a hand holds at most { $limit } cards (T64, T65).
tactica-card-when = **When**: { $when ->
    [regular] a regular action (RA), on your own turn while nothing is pending (T22).
    [combat] a reaction (R), in a reaction window while a combat is pending (Entering Combat or Combat), on your turn or another's (T68, T78).
    [defence] a reaction (R), in a reaction window while a friendly unit is the defender of a pending combat, on your turn or another's (T70, T78).
    [stack] a reaction (R), in a reaction window while an opponent's Action card waits on the stack, on your turn or another's (T75, T78).
    [any] a reaction (R), in any reaction window (after every regular action, triggered action, End turn and Passing), on your turn or another's (T78).
   *[never] at no moment with this ruleset: its timing does not fit what it does.
}
tactica-card-target = **Target**: { $gem ->
    [friendly] green gem, a friendly unit (yours or an ally's) (T67, T121).
    [any] blue gem, any unit, yours or an opponent's (T67).
   *[none] no gem: a card or a player, not a unit (T67).
}
tactica-card-fizzle = Played openly, it cannot be taken back; once resolved it goes to the discard pile. If its target is gone or no longer legal by then, it has no effect (T76).
tactica-card-footer = /rules game:Tactica topic:cards tells how the stack and the reaction windows work
tactica-card-unknown = There is no Tactica Action card “{ $name }”: the name's autocomplete lists them.
tactica-card-text-missing = This card has no text in this language yet: its timing and target are above.
tactica-card-text-heroic_defense = The target unit, one of the two units of the pending combat, gets +{ $attack }/+{ $defense } until that combat resolves or is cancelled (T68). The bonus still counts when deaths and the War Wagon's protection are settled (T40), and it adds up with every other bonus (T47).
tactica-card-text-more_heroic_defense = The target unit, one of the two units of the pending combat, gets +{ $attack }/+{ $defense } until that combat resolves or is cancelled (T68): the stronger Heroic Defense. It adds up with every other bonus, a Heroic Defense included (T47), and still counts when deaths and the War Wagon's protection are settled (T40).
tactica-card-text-surprising_attack = The target unit, one of the two units of the pending combat, gets +{ $attack }/+{ $defense } until that combat resolves or is cancelled (T68), adding up with every other bonus (T47). It matters only if the unit strikes: a melee defender never hits back at an Archer (T41).
tactica-card-text-more_surprising_attack = The target unit, one of the two units of the pending combat, gets +{ $attack }/+{ $defense } until that combat resolves or is cancelled (T68): the stronger Surprising Attack, adding up with it and every other bonus (T47). It matters only if the unit strikes: a melee defender never hits back at an Archer (T41).
tactica-card-text-poisoned_blade = The target unit, one of the two units of the pending combat, gets +∞ attack (+∞/+0) until that combat resolves or is cancelled (T68). If it strikes, the unit it hits is destroyed, and the War Wagon under it too; if both units strike with +∞, both die (T44). It matters only if the unit strikes: a melee defender never hits back at an Archer (T41), and an enemy Reflex may kill it first (T46).
tactica-card-text-reinforcements = Choose a friendly unit (yours or an ally's) that defends in the pending combat and move it to an adjacent vacant field, but not the field its melee attacker attacks from (against a ranged attack, any adjacent field). You may then place a Light Infantry from your own stash, free, on the field it left: it becomes the defender, fatigued like any new recruit (T56), and the cards played on the old defender end without effect (T70). Without a Light Infantry, a melee is cancelled, and a ranged combat only if neither unit reaches the other any more; the attacker's combat and movement stay spent (T42).
tactica-card-text-forced_march = Move the target unit, anyone's, with its War Wagon, or an empty War Wagon, to an adjacent vacant field: not a Citadel, not a field holding a unit or a wagon (T69). It never starts a combat. It is a movement effect: Desert, the Village loot, the Port Centre's fee and the Mountain token apply, the Mountains' movement cost does not (T69). On one of the two units of a pending melee it cancels the combat; a ranged combat is cancelled only if neither unit reaches the other any more; the attacker's combat and movement stay spent (T42).
tactica-card-text-fresh_horses = A friendly unit (yours or an ally's) that is not fatigued from its recruitment gets its standard movement points back; War Wagon points are not refreshed. It may move again this turn even if other units have moved since, but it gets no new combat, and no fatigue ends (T71).
tactica-card-text-intelligence = Choose an opponent (a player outside your alliance, T122): they show their hand to you alone (T66). Then you choose: steal { $steal } gold from them (at most what they have), or make them discard a card of their choice (T72).
tactica-card-text-swords_to_ploughs = Destroy the target unit, anyone's, but not a War Wagon: no combat, and not a kill (T45). Its owner gets its standard price (an Archer's at its tier). Then the owner may place a free Peasant from their stash on that field or on a vacant Keep of theirs, or move one of their Peasants there; a wagon under the destroyed unit stays, empty or under the Peasant (T73).
tactica-card-text-reflex = The target unit, one of the two units of the pending combat, deals its damage first (T74, T46). If the enemy unit dies or loses its War Wagon from that blow, no damage comes back. With Reflex on both sides, the effects cancel out and damage is simultaneous (T46).
tactica-card-text-intuition = Target an Action card that an opponent (not an ally, T122) has played and that still waits on the stack: it is cancelled with all its effects and discarded (T75). Intuition may answer another Intuition. A card that has already resolved is out of its reach (T81).

cmd-tactica-move-description = Move a unit: from its field to another, by the shortest path open.
cmd-tactica-move-from-description = The unit's field, like F7
cmd-tactica-move-to-description = Where to, like F9
cmd-tactica-attack-description = Attack (or shoot at) a field with a unit.
cmd-tactica-attack-from-description = The attacking unit's field
cmd-tactica-attack-target-description = The field attacked
cmd-tactica-recruit-description = Recruit a unit (or a War Wagon) on a field.
cmd-tactica-recruit-field-description = The field, like B3
cmd-tactica-recruit-unit-description = The unit, like Light Infantry or Archer 2
tactica-typed-no-match = You are playing no Tactica match in this channel.
tactica-typed-not-open = That is not a move open to you now: the options' autocomplete lists those that are.

tactica-board-title = Tactica · match #{ $match_id } · { $map }
tactica-board-round = Round { $round }, turn { $turn }
tactica-board-player = { $player }: { $gold } gold · { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · { $castles ->
    [one] 1 castle
   *[other] { $castles } castles
} · { $tokens } tokens left
tactica-board-out = out of the match
tactica-board-banned = Banned from the draft (T7): { $empires }.
tactica-board-on-turn = on turn
tactica-board-over = The match is over.
tactica-board-stack = Stack (the top resolves first)
tactica-board-units = Units
tactica-board-result = Result
tactica-waiting-castle = Waiting for { $player } to choose a castle.
tactica-waiting-turn = Waiting for { $player } to play their turn.
tactica-waiting-decision = Waiting for { $player } to decide.
tactica-waiting-window = Reaction window: waiting for { $players }.
tactica-deadline = Due <t:{ $time }:R>.
tactica-button-turn = My turn
tactica-refused-stale = This prompt is out of date: the match has moved on. Press “My turn” for a fresh one.
tactica-refused-not-open = That is not an action open to you now. Press “My turn” for the actions you have.
tactica-click-not-yours = This message was drawn for another player; nothing was changed. Press “My turn” for yours.
tactica-button-accept = Accept
tactica-turn-ping = { $player }, your move in Tactica match #{ $match_id }.
tactica-window-prompt = Reaction window in Tactica match #{ $match_id }: { $players } may respond.
tactica-game-over = Tactica match #{ $match_id } is over.
tactica-winners = Winner: { $players }.
tactica-group-castle = Choose your castle
tactica-group-unit = { $unit } on { $field }
tactica-group-recruit = Recruit on { $field }
tactica-group-card = Play { $card }
tactica-group-decide = Decide
tactica-group-ability = Empire
tactica-hand-title = { $colour } Tactica match #{ $match_id } · your seat
tactica-hand-gold = You have { $gold } gold.
tactica-hand-none = No Action cards in hand.
tactica-hand-waiting = The match is not waiting for you now.
## Tactica reach picture
# The map on a unit's page of "My turn": the legend of its marks ($sign), and the picture's
# description for screen readers ($group is the page's menu label, like "Light Infantry on F7").
tactica-picture-reach-sign = { $sign ->
    [unit] the unit
    [move] move
    [attack] attack
   *[recruit] recruit
}
tactica-picture-reach = The map with the fields of “{ $group }” highlighted
tactica-picture-map = The map of the match
tactica-passed = You passed.
tactica-drafted = Done: your choice is on the board.
tactica-draft-not-yours = This choice of the draft is another player’s.
tactica-order = { $order ->
    [always_pass] pass every reaction window
    [pass_far_away] pass on recruits, purchases and moves far from me
   *[ask] ask me
}
tactica-orders-now = Reaction windows: { $order }
tactica-ability-order = { $order ->
    [ask] ask me each time
    [never] never (only what cannot be declined)
   *[always] always, the usual way
}
tactica-ability-orders-now = Optional abilities (free Peasants, Evasion, Rebirth, the unit taken, Eyes and Ears): { $order }
tactica-free-for-all = free for all
tactica-alliances = alliances: { $alliances }
tactica-challenge = { $challenger } challenges { $invited } to Tactica on { $map } ({ $players } players, { $alliances }).
tactica-challenge-empires = With the Empires: each player bans one, then picks one, before the first turn (T7); with more than two players, picks only.
tactica-challenge-terms = Reaction window { $window } s · { $turn } per move · expires <t:{ $time }:R>. The match starts once everyone invited has accepted.
tactica-not-alliances = “{ $text }” is not a list of alliances: write player numbers joined by +, like 1+3, 2+4 (you are 1; there are { $players } players).
cmd-tactica-description = Tactica: the hex-map strategy game.
cmd-tactica-challenge-description = Challenge 1 to 5 people to a match of Tactica.
cmd-tactica-challenge-map-description = The map: 3, 4 or 6 castles
cmd-tactica-challenge-map-choice-0 = 3 castles (2 or 3 players)
cmd-tactica-challenge-map-choice-1 = 4 castles (4 players)
cmd-tactica-challenge-map-choice-2 = 6 castles (3 to 6 players)
cmd-tactica-challenge-player2-description = Player 2
cmd-tactica-challenge-player3-description = Player 3
cmd-tactica-challenge-player4-description = Player 4
cmd-tactica-challenge-player5-description = Player 5
cmd-tactica-challenge-player6-description = Player 6
cmd-tactica-challenge-alliances-description = Alliances by player number (you are 1), like 1+3, 2+4
cmd-tactica-challenge-reaction_window-description = Time to answer a reaction window, like 90s or 5m
cmd-tactica-challenge-turn_time-description = Time each player has per move, like 24h or 3days
cmd-tactica-challenge-empires-description = Play with the ten Empires, drafted before the first turn (T7)
games-line-tactica = Tactica #{ $match_id } · { $players } players · round { $round } · { $whose ->
    [mine] **your move**
   *[theirs] their move
}
history-line-tactica = Tactica #{ $match_id } · { $players } players · { $result ->
    [won] **won**
    [lost] lost
    [draw] draw
   *[abandoned] abandoned
} · <t:{ $time }:d>
cmd-profile-game-description = Which game (default Invictus)
cmd-profile-game-choice-0 = Invictus
cmd-profile-game-choice-1 = Tactica
cmd-leaderboard-game-description = Which game (default Invictus)
cmd-leaderboard-game-choice-0 = Invictus
cmd-leaderboard-game-choice-1 = Tactica

## Tactica rules (/rules game:tactica)
rules-tactica-overview-title = Tactica · Overview
rules-tactica-overview-text = **Tactica** (Jakub Ondrůšek) is a turn-based strategy game on a hex map. Each player holds a castle (a Citadel ringed by six Keeps) and gold, recruits units, and fights over Villages, ports, the central Temple and the other castles. Gold comes in at the end of each of your turns; a deck of 31 Action cards adds bonuses and surprises, most of them played as reactions. The bot plays the lexicon's Vanilla mode, or the Empires drafted (`empires` on /tactica challenge), with their abilities, special units and the two Triumphs whose texts are known.
    • **1v1 on the 3-castle map**: the turn order is drawn; the first player starts with 25 gold, the second with 30; the third castle stays neutral. Eliminate your opponent to win.
    • **3 players on the 3-castle map**: 25 gold each; the last player standing wins.
    • **4 players on the 4-castle map, 3 to 6 on the 6-castle map**: owning more than half of the castles (3 of 4, 4 of 6, your first castle included) wins at once (T12); so does being the last one standing.
    • **Alliances** of two or three on the 4- and 6-castle maps: the last alliance standing wins (topic alliances).
    Losing your last castle eliminates you. You may surrender at any time (T11): your units are removed and your castles become neutral. Every player is also scored: placement points plus 2 per castle, counting the larger of the castles you conquered and those you hold at the end (T13, T14).
rules-tactica-turn-title = Tactica · A turn
rules-tactica-turn-text = Turns go round in the drawn order (T6); eliminated players are skipped (T25). Your turn:
    • **Start**: your units recover from recruitment fatigue and get back their movement and their one combat (T21).
    • **Castle choice**: on your first turn, you first choose your castle: any neutral castle with no enemy unit on its Keeps, or any neutral castle if none is free (T8).
    • **Regular actions**, one at a time, in any order: move a unit, attack, recruit, buy an Action card, play a regular Action card. With a unit on the Temple you may also look at the top card of the deck (T36). Each action opens a reaction window (T22).
    • A move goes along a path of vacant fields and is one action (T26). Once you move or attack with another unit, the units that acted before are done for the turn (T27).
    • **End turn**, then **Passing**, each with its reaction window; then you collect your income (T23, T24): 2 gold per castle, 2 per unit on a Basic or Mountain field, 4 and a card for the Temple, X × (3 + X) for X ports.
    Then the next player's turn begins. Each player has a time per move, set in the challenge. When a player misses it, the others may grant more time or claim: in a 1v1 the late player loses, in a larger match it counts as their surrender (T15).
rules-tactica-units-title = Tactica · Units
rules-tactica-units-text = Attack/defence · cost · movement points:
    • **Peasant** (PE) 0/1 · 2 gold · 1: the cheapest; it still counts for a conquest and earns income on open ground.
    • **Light Infantry** (LI) 2/1 · 4 gold · 3: cheap and quick.
    • **Heavy Infantry** (HI) 3/3 · 6 gold · 2: the solid line.
    • **Archer** (AR), tier 1 to 4: attack and range equal to the tier, defence 1 · 3 gold per tier · 2: shoots from afar, and melee units never hit back.
    • **Light Cavalry** (LC) 2/2 · 6 gold · 6: the fastest. **Heavy Cavalry** (HC) 4/4 · 9 gold · 5: the strongest. Cavalry cannot use wagons.
    • **War Wagon** (WW) · 6 gold: driven by infantry only; the driver gets +1/+1 and 2 more moves after its own (T50). Boarding from a neighbouring field is free (with a point left), leaving costs one of the driver's own points. If the driver falls to 0 or −1 defence only the wagon is lost, at −2 both.
    • **Recruiting** is a regular action: pay the cost and place the unit on a vacant Keep of a castle you own, or on the Docks of a port you have held since before your turn, with no enemy on its Docks (T35). There you recruit as many units a turn as you own ports, each that many gold cheaper, never below 1 (T54, T55). A new unit can neither move nor attack until your next turn (T56); a wagon has no such fatigue and may also be bought under your infantry (T48). 5 tokens per type (the Archers' shared by all tiers).
    • **Moving**: a step costs 1 point, onto or off Mountains 2 (T29); entering Desert or the Temple from another field ends the move (T31). One unit per field (T19); no unit enters a Citadel.
rules-tactica-combat-title = Tactica · Combat
rules-tactica-combat-text = **Attacking** (entering combat) is a regular action, once per unit per turn; it uses up the unit's remaining movement. A melee unit needs at least 1 movement point left and attacks an adjacent enemy (T28). An Archer shoots at an enemy within its range, counted in fields, even with no movement left; nothing blocks the shot (T39). One unit fights one unit, and allies never fight each other.
    • **Damage**: both units deal their attack to the other's defence at the same time. In a ranged combat a melee defender never hits back, and a ranged one only if its range reaches (T41). A ranged unit (an Archer, the Magi, the Cavalry Archer) attacked in melee deals its melee attack, which is 0; card, wagon and Mountain token bonuses add to that 0 as to any attack (T39). Card bonuses and tokens add up (T47); Reflex strikes first (T46).
    • **The loser**: a unit left below 1 defence is destroyed and its token goes back to its owner's stash. If the defender dies and a melee attacker survives, the attacker advances onto its field; otherwise the attacker goes back where it came from, and an Archer never moves in (T39). Survivors get their full defence back.
    • **Terrain**: a unit arriving on Mountains gets a +1/+1 token (one at a time), which counts whenever it fights, defending too, and is spent by its own next attack (T30). Killing a Village's occupant and advancing takes the 3 gold loot from the victim (T33); advancing onto a Port Centre after a fight costs no fee (T34).
    • **Cancelled**: if one of the two units of a melee is moved away before the damage (Forced March, Reinforcements), the combat ends without damage; a ranged one ends only when neither unit reaches the other. The attacker's combat and movement stay spent (T42).
rules-tactica-cards-title = Tactica · Action cards
rules-tactica-cards-text = **Buying**: 5 gold, a regular action, once a turn; the card is drawn secretly. You hold at most 5: before a sixth draw you first play a card that is legal at that moment (the draw comes once it is done) or discard one (T65). The Temple and a conquest also give a card. The deck has 31 cards; the discard pile is reshuffled when it runs out (T63). `/tactica card` shows any card: how many the deck holds, when it is played and what it does.
    • **Playing**: the regular cards (Fresh Horses, Intelligence, Swords to Ploughs) on your own turn with nothing pending; the reactions (Heroic Defense, Surprising Attack and their More versions, Poisoned Blade, Reflex, Reinforcements, Forced March, Intuition) in any reaction window, on your turn or not. Combat cards go only on one of the two units of a pending combat (T68). A green gem targets friendly units only, a blue gem any unit (T67). Intuition cancels an opponent's card still on the stack, and may answer another Intuition (T75).
    • **The stack** (T77): the action lies at the bottom, reactions on top, and a reaction may answer a reaction. Everything resolves last in, first out: the top first. A card whose target is gone has no effect (T76).
    • **Reaction windows** open after every regular action, every triggered action (a combat, a conquest), End turn and Passing (T78). A window asks every player with cards in hand, the player on turn included: a public fact, so a prompt never tells what anyone holds (T79). **Respond** shows you privately what you may play; **Pass** adds nothing. Each added reaction reopens the window; once everyone asked has passed in a row, the top item resolves. At the deadline, whoever has not answered passes. Standing orders (in My turn) can pass for you.
rules-tactica-castles-title = Tactica · Castles and objectives
rules-tactica-castles-text = **Castles**: a Citadel (the owner's flag; no unit enters it) ringed by six Keeps, where the owner recruits (T16, T18). A castle is **conquered** when at least 3 units of one side stand on its Keeps and outnumber the owner's units there (T58). The conquest is a triggered action with a reaction window, checked again when it resolves; the units taking part lose their remaining movement either way, and it can happen outside the attacker's turn.
    • A neutral castle, not yet plundered: yours, with 12 gold and a card.
    • A player's castle, not yet plundered: yours and **plundered**, with 12 gold and a card.
    • A plundered castle: yours, without a reward (T59).
    The new owner may recruit there at once (T60). Losing your last castle eliminates you: your units are removed and your hand is discarded (T61).
    • **Villages**: ending a move on one stops the unit and loots 3 gold, once per Village per turn (T32).
    • **Ports**: a Port Centre with its Docks. Ending a move on the Centre costs 2 gold; you own the port while your unit stands there (T34, T35), and recruit in its Docks at a discount (topic units).
    • **Temple**: the centre of the map, Desert for movement. With your unit on it you may look at the top card of the deck once a turn, and leave it there or put it at the bottom (T36).
    • **Income**, at the end of your turn (T24): 2 gold per castle; 2 per unit on a Basic or Mountain field (none on Villages, Keeps, Docks, Desert or the Temple); 4 and a card for the Temple; X × (3 + X) for X ports (4 for one, 10 for two, 18 for three).
rules-tactica-alliances-title = Tactica · Alliances
rules-tactica-alliances-text = On the 4- and 6-castle maps, players may play in fixed **alliances**, all of two or all of three players (the challenge's alliances option, like 1+3, 2+4).
    • **Turn order** (T120): the alliances are drawn in an order, then the members within each, and turns go round A1 B1 C1 A2 B2 C2, so allies never play back to back (after eliminations they may, T25).
    • **Friendly units** (T121): allies' units block each other's paths and cannot attack each other; green-gem cards may target them. Gold, hand, ports, income and recruiting (in your own castles and Docks only) stay each player's own.
    • **Conquests** (T62): the alliance's units on a castle's Keeps count together. The castle and its reward go to the member chosen by the ally on turn (if no ally is on turn, by the first member after the player on turn).
    • **Opponents** (T122): an opponent is a player outside your alliance, so Intelligence and Intuition never target an ally.
    • **Surrender** (T123): your castles become neutral; they do not go to your allies.
    • **Victory** (T12): only eliminating every other alliance wins, not a castle majority. Every member of the last alliance wins, also one eliminated earlier; scores stay per player.
    In free-for-all matches the bot enforces no diplomacy: deals stay in the chat (T124).
rules-tactica-rulings-title = Tactica · Rulings
rules-tactica-rulings-text = Tactica's law is its lexicon 4.4. Where the lexicon is silent or ambiguous, the bot follows the rulings T1–T124 documented in the project (the Tactica rulings, summarised in its README), cited by number in these topics. For example:
    • T8: you choose your castle as the first step of your first turn, among the neutral castles with no enemy unit on their Keeps.
    • T26: a move is one action along a whole path, with one reaction window, not one per step; passing through a Village or a Port Centre without stopping there has no effect.
    • T79: reaction windows are offered from public facts only (who has cards in hand), so a prompt never reveals a hand.
    Nothing is simplified away: a full hand plays a card legal at that moment or discards before a draw (T65); the Temple look is free once in your own turn (T36). The Empires (T82–T119) are played whole; their optional abilities (free Peasants, the unit CONSCRIPTION takes, Evasion, Rebirth and where to, how many Intelligence Eyes and Ears takes) are your choices, answered for you by your standing order for abilities (always, ask, never) in My turn; the eight unknown Triumphs are absent (T84).
cmd-rules-game-description = Which game (default Invictus)
cmd-rules-game-choice-0 = Invictus
cmd-rules-game-choice-1 = Tactica

## Tactica Empires
# The EMPIRES expansion (lexicon 4.4, rulings T82–T119): the Empires' names by their id, the
# names of their abilities and Triumphs, and each Empire's full description for /empire.
# $name is the data file's name of an Empire that has no translation yet.
tactica-empire = { $empire ->
    [akkad] Akkad
    [assyria] Assyria
    [babylon] Babylon
    [hittite] Hittite Empire
    [lydia] Lydia
    [media] Media
    [parthia] Parthia
    [persia] Persia
    [scythia] Scythia
    [sumer] Sumer
   *[other] { $name }
}
# The Empires' abilities, by their id; the lexicon writes their names in capitals.
tactica-ability = { $ability ->
    [teleport] TELEPORT
    [throw] THROW
    [training] TRAINING
    [trade] TRADE
    [slavery] SLAVERY
    [failure] FAILURE
    [plan] PLAN
    [charge] CHARGE
    [debt] Debt
    [reflex] REFLEX
    [theft] THEFT
    [pain] PAIN
    [drain] DRAIN
    [counterattack] COUNTERATTACK
    [evasion] EVASION
    [conscription] CONSCRIPTION
    [bribery] BRIBERY
    [rebirth] REBIRTH
    [salvo] SALVO
    [nomadism] NOMADISM
    [plunderers] PLUNDERERS
    [trophy] TROPHY
    [patent] PATENT
    [sovereignty] SOVEREIGNTY
   *[other] { $ability }
}
# The Triumph cards whose texts are known (T84).
tactica-triumph = { $triumph ->
    [eyes_and_ears] Eyes and Ears
    [terror] Terror
   *[other] { $triumph }
}
tactica-empire-unknown = There is no Tactica Empire “{ $name }”.
tactica-empire-footer = The special units’ numbers: /tactica unit. Empires are drafted in competitive matches (T7).
tactica-empire-text-missing = This Empire has no description in this language yet.
tactica-empire-none = Vanilla (no Empire)
tactica-empire-vanilla-note = Without the EMPIRES expansion (Vanilla), every player plays the base rules.
# Each Empire's description for /empire: its passive and activated abilities, its Special unit
# and its Triumph. Timing labels: RA regular action, TA triggered action, R reaction (T2, T83).
tactica-empire-text-akkad =
    • **Passive**: Effects that would force you to discard Action cards do not touch you (Intelligence, TRADE, SOVEREIGNTY), but the hand limit still does (T87). An effect that would rob you of gold makes you lose it instead: the robber gains nothing, and you never go below 0 (T87). You cannot recruit Light Cavalry. In combat, your Archers get +1 to their ranged attack.
    • **Activated**: TELEPORT (R, once per round, on any turn, T83): move one of your units from a Keep field of a castle you own, or from a Village, to another Keep field of a castle you own. A vacant destination is a movement effect. An enemy there means a melee Entering Combat from where your unit stands: it needs the unit's combat unused this turn, and the unit goes back if both survive (T86).
    • **Special unit**: Qaraddu, 5 gold, attack 2 in melee, defence 2, infantry with 4 movement (pM:4, T88); 5 tokens (T85). THROW (RA): he is recruited holding one spear. Spending it makes his Entering Combat a ranged attack at range 1 with attack 2, with no damage back. He gets the spear back whenever he arrives on a Village, a Port Centre or a Keep field you own (T88).
    • **Triumph**: Eyes and Ears (RA), 10 gold, once per game (T84). Take up to 2 Intelligence cards from the deck, the discard pile or both (the hand limit applies); the deck is then shuffled. Every opponent shows their hand to everyone, once (T89).
tactica-empire-text-assyria =
    • **Passive**: Action cards cost you 6 gold and Heavy Infantry 5 gold (standard costs, T82). In a combat against an enemy Special unit, a Heavy Chariot's driver included, your Heavy Infantry and Heavy Cavalry get +1 attack (T91).
    • **Activated**: TRAINING (RA, once per turn, T83): turn your Light Infantry into a Heavy Infantry, or your Light Cavalry into a Heavy Cavalry, if it has neither moved nor attacked this turn. A Heavy token must be free; the Light token goes back to your stash. The unit keeps its tokens and its War Wagon, and can neither move nor attack for the rest of the turn (T90).
    • **Special unit**: Captain, 7 gold, attack 1 in melee, defence 3, cavalry with 4 movement; 5 tokens (T85). Your melee units next to him when damage is dealt get +1/+0, attacking or defending; the Captain himself does not (T92). A unit next to him may be trained even after it moved or attacked; TRAINING still ends its turn (T90).
    • **Triumph**: Terror (R), 10 gold, once per game (T84), played as a reaction on any turn. Every Action card on the stack and every card effect still running ends, and no one may play an Action card until the end of the current turn. Intuition cannot answer it: it is a Triumph, not an Action card (T93).
tactica-empire-text-babylon =
    • **Passive**: SLAVERY (TA): Peasants cost you 3 gold. When your unit kills an enemy Peasant, you may recruit a free Peasant on a vacant Keep field of yours, if a token is free (T95). FAILURE (TA): whenever an enemy unit kills your unit on an objective and advances onto it, you lose 1 gold, never below 0 (T37, T96); each of your castles pays you 3 gold at your income (T96).
    • **Activated**: TRADE (BA, once per round, but only on your own turn, T94): shuffle an Action card from your hand back into the deck to gain 4 gold, and/or pay 4 gold to make an opponent of your choice discard an Action card of their choice.
    • **Special unit**: Architect, 4 gold, attack 0 in melee, defence 1, cavalry with 3 movement; 5 tokens (T85). PLAN (TA) improves the field he stands on (T97): on Mountains, his Mountain token may go to another friendly unit that has none; on a Port Centre, +1 to your Docks recruiting limit; on the Temple, +1 Action card at your income; on a Village, a free Peasant in your Keep at your End of turn.
    • **Triumph**: Babylon's Triumph text is not known yet, so Babylon plays without a Triumph until it is (T84).
tactica-empire-text-hittite =
    • **Passive**: Light Cavalry costs you 7 gold and Heavy Cavalry 11 gold. Each of your castles pays you only 1 gold at your income. Your War Wagons and Heavy Chariots have Recruitment Fatigue: they cannot move on the turn they are recruited. Your Light Infantry has 4 movement and your Heavy Infantry 3 (one more each). Your infantry pays only 1 movement to step off Mountains; stepping onto them still costs 2. You may also buy ordinary War Wagons (T98).
    • **Activated**: none.
    • **Special unit**: Heavy Chariot, 8 gold; 5 tokens (T85, T99). It works like the War Wagon and is driven by infantry, but its driver gets +2/+2 and 1 more movement. As with the War Wagon, a driver falling to 0 or −1 defence loses only the chariot (T99). For every effect it is a Special unit, and so is its driver (T91, T99).
    • **Triumph**: the Hittite Empire's Triumph text is not known yet, so it plays without a Triumph until it is (T84).
tactica-empire-text-lydia =
    • **Passive**: Heavy Cavalry costs you 8 gold. Your War Wagons give only 1 more movement. CHARGE (TA): each time one of your cavalry units attacks, the Lydian Cavalry included, it may take +1/−1 for that combat (T100). Debt: you may spend down to −3 gold per castle you own; below that limit you cannot spend. At Passing, after your income, a negative balance is charged once more (−4 becomes −8). Thefts and losses never take anyone below 0, you included: debt comes only from your own spending (T101).
    • **Activated**: none.
    • **Special unit**: Lydian Cavalry, 9 gold, attack 3 in melee, defence 3, cavalry with 6 movement; 5 tokens (T85). REFLEX (TA): when it attacks, it strikes first; if the enemy unit dies or loses its War Wagon from that blow, no damage comes back. Against an enemy Reflex card the two cancel out and damage is simultaneous (T46, T102).
    • **Triumph**: Lydia's Triumph text is not known yet, so Lydia plays without a Triumph until it is (T84).
tactica-empire-text-media =
    • **Passive**: You cannot recruit Archers; the Magi is allowed. When you pick Media, you name publicly one unit type, any but the Peasant (the War Wagon and the Magi included), that costs you 1 gold less for the whole game (T9, T103). Your units do not stop on Villages: pillaging one keeps their remaining movement but loots only 1 gold, and each Village still pays once per turn (T104).
    • **Activated**: THEFT (RA): at your End of turn, an opponent of your choice loses 1 gold, never below 0 (T105).
    • **Special unit**: Magi, 9 gold, attack 2 at range 4, defence 1, infantry with 2 movement; 5 tokens (T85). Instead of Entering Combat (it uses his combat), he may target a unit within range 4, as a regular action with no combat and no damage back (T106). PAIN (RA): a permanent −1/−1 token; attack stops at 0, and a unit whose defence falls below 1 is destroyed. DRAIN (RA): a slowing token; the unit's movement becomes 1, with no War Wagon points, until the end of its owner's next turn.
    • **Triumph**: Media's Triumph text is not known yet, so Media plays without a Triumph until it is (T84).
tactica-empire-text-parthia =
    • **Passive**: Archers of tiers 2, 3 and 4 cost you 1 gold less: 3, 5, 8 and 11 gold for tiers 1 to 4. Heavy Infantry costs you 7 gold. You cannot buy War Wagons (T107). COUNTERATTACK (TA): whenever an opponent's Surprising Attack, More Surprising Attack or Poisoned Blade resolves, you may pay 3 gold to take it from the discard pile into your hand; not when Intuition cancelled it, and the hand limit applies (T107).
    • **Activated**: none.
    • **Special unit**: Cavalry Archer, 6 gold, attack 2 at range 2, defence 2, cavalry with 5 movement; 5 tokens (T85). EVASION (TA): he is recruited with one Evasion counter, never refreshed. Once the damage of a ranged combat is known, he may spend it to cancel all the damage he takes in that combat (T108).
    • **Triumph**: Parthia's Triumph text is not known yet, so Parthia plays without a Triumph until it is (T84).
tactica-empire-text-persia =
    • **Passive**: CONSCRIPTION (TA): when you choose your first castle, and whenever you conquer a castle for the first time, you may recruit a free Peasant in your Keep, fatigued like any recruit (T9, T109). When your conquest eliminates a player, you take one of their units of your choice before the rest are removed; it is fatigued, and any War Wagon under it is removed (T109). Your Heavy Infantry is 3/2 and your Heavy Cavalry 4/3 (one less defence); the Immortal is not affected (T110).
    • **Activated**: BRIBERY (RA, once per turn, T83): choose an enemy unit and pay its standard cost (its owner's price) to put a permanent Bribery token on it. That unit cannot Enter Combat against your units, even if it changes hands; it can still defend and be moved (T111).
    • **Special unit**: Immortal, 9 gold, attack 4 in melee, defence 3, infantry with 2 movement; 5 tokens (T85). REBIRTH (TA): he is recruited with a Rebirth token. When he would be destroyed, you may spend the token and 9 gold: he moves to a vacant adjacent field you pick, with full defence, and his combat ends. He gets the token back when he arrives on a Keep field of a castle you own (T112).
    • **Triumph**: Persia's Triumph text is not known yet, so Persia plays without a Triumph until it is (T84).
tactica-empire-text-scythia =
    • **Passive**: NOMADISM (TA): when you lose your last castle, you stay in the match without a castle, and your next own turn is a bonus turn to win one; if you own no castle at the end of that turn, you are eliminated (T114). PLUNDERERS (TA): you cannot get Peasants by any means (T56, T115); whenever your melee unit kills an enemy unit in combat and survives, you gain 1 gold (T115).
    • **Activated**: SALVO (RA, one Archer per turn, T83): instead of Entering Combat, one of your Archers deals 1 damage to each of two different enemy units within its range. It uses the Archer's combat but is not a combat: no damage back, no combat cards, no kills, and nothing can increase that damage (T113).
    • **Special unit**: Amazon, 5 gold, attack 3 in melee, defence 1, infantry with 3 movement; 5 tokens (T85). TROPHY (TA): each time she kills an enemy unit and survives, she gets a permanent +1/+1 counter (they add up), and the victim's owner loses 1 gold, never below 0. PLUNDERERS pays you its 1 gold too (T116).
    • **Triumph**: Scythia's Triumph text is not known yet, so Scythia plays without a Triumph until it is (T84).
tactica-empire-text-sumer =
    • **Passive**: War Wagons cost you 5 gold but give only 1 more movement. Your melee units on a War Wagon get +1/+0 when attacking and +0/+1 when defending, on top of the wagon's +1/+1. Your Light Cavalry has 5 movement and your Heavy Cavalry 4. Archers cost you 2 gold more: 5, 8, 11 and 14 gold for tiers 1 to 4 (T117). PATENT (TA): whenever you draw an Action card (buying, the Temple, a conquest), you may show it to everyone and gain 1 gold (T118).
    • **Activated**: none.
    • **Special unit**: Gilgamesh, 11 gold, attack 5 in melee, defence 5, cavalry with 4 movement; a single token (T85, T119). SOVEREIGNTY (TA): whenever he kills an enemy unit in combat as the attacker, the victim's owner discards an Action card of their choice, if they have one; Akkad is immune (T87, T119).
    • **Triumph**: Sumer's Triumph text is not known yet, so Sumer plays without a Triumph until it is (T84).
# The Empires' abilities as actions (menu labels: at most 100 characters), their events and the
# decisions they ask for. $you is "yes" for the reader; $seat a player's number; fields are labels.
tactica-text-a-card = a card
tactica-text-ability-teleport = TELEPORT: { $unit } { $from } → { $to }
tactica-text-ability-throw = THROW: { $unit } { $from } throws its spear at { $target }
tactica-text-ability-train = TRAINING: { $unit } { $field } becomes Heavy
tactica-text-ability-trade-card = TRADE: shuffle { $card } back into the deck for { $gold } G
tactica-text-ability-trade-discard = TRADE: pay { $gold } G, Player { $seat } discards a card
tactica-text-ability-trade-both = TRADE: shuffle { $card } back (+{ $gold } G), pay { $gold } G: Player { $seat } discards
tactica-text-ability-trade-nothing = TRADE
tactica-text-ability-charge = CHARGE: { $unit } { $from } attacks { $target } at +{ $attack }/−{ $defense }
tactica-text-ability-pain = PAIN: { $unit } { $from } on { $target }
tactica-text-ability-drain = DRAIN: { $unit } { $from } on { $target }
tactica-text-ability-bribe = BRIBERY: pay { $gold } G so that { $target } cannot attack Persians
tactica-text-ability-salvo = SALVO: { $unit } { $from } hits { $first } and { $second }
tactica-text-ability-triumph = Triumph: { $triumph } for { $gold } G
tactica-text-ability-theft = THEFT: Player { $seat } loses { $gold } G
tactica-text-ability-patent-show = PATENT: show the card you drew, for { $gold } G
tactica-text-ability-patent-keep = Keep the card you drew hidden
tactica-text-ability-counterattack-take = COUNTERATTACK: pay { $gold } G and take { $card }
tactica-text-ability-counterattack-leave = Leave { $card } on the discard pile
tactica-text-ability-free-peasant = Recruit the free { $peasant } on { $field }
tactica-text-ability-free-peasant-none = No free { $peasant }
tactica-text-ability-capture = Take { $unit } on { $field }
tactica-text-ability-take-intelligence = Take { $cards ->
    [0] no Intelligence card
    [one] one Intelligence card
   *[other] { $cards } Intelligence cards
}
tactica-text-ability-evade = EVASION: spend the counter, take no damage
tactica-text-ability-evade-not = Take the damage, keep the counter
tactica-text-ability-rebirth = REBIRTH: step aside to { $field } for { $gold } G
tactica-text-ability-rebirth-not = Let the Immortal die, keep the gold
tactica-text-event-ability = { $you ->
    [yes] You
   *[other] Player { $seat }
} declared { $what }.
# Why gold changed, after the amount.
tactica-gold-reason = { $reason ->
    [plunder] PLUNDERERS
    [trophy] TROPHY
    [failure] FAILURE
    [theft] THEFT
    [patent] PATENT
    [trade] TRADE
    [debt] debt
    [counterattack] COUNTERATTACK
    [triumph] Triumph
   *[other] { $reason }
}
tactica-text-event-gold-gained = { $you ->
    [yes] You gain
   *[other] Player { $seat } gains
} { $gold } G ({ $why }).
tactica-text-event-gold-lost = { $you ->
    [yes] You lose
   *[other] Player { $seat } loses
} { $gold } G ({ $why }).
tactica-text-event-trained = The unit on { $field } is now a { $unit } (TRAINING).
tactica-text-event-trophy = The Amazon on { $field } takes a TROPHY counter (+1/+1).
tactica-text-event-pained = PAIN: the unit on { $field } takes a −1/−1 counter.
tactica-text-event-drained = DRAIN: the unit on { $field } moves only 1 in its owner's next turn.
tactica-text-event-bribed = { $you ->
    [yes] You bribe
   *[other] Player { $seat } bribes
} the unit on { $field } for { $gold } G: it cannot attack Persians (BRIBERY).
tactica-text-event-evaded = The Cavalry Archer on { $field } spends its EVASION: no damage.
tactica-text-event-reborn = { $you ->
    [yes] Your
   *[other] Player { $seat }'s
} Immortal steps from { $from } to { $to } instead of dying, for { $gold } G (REBIRTH).
tactica-text-event-card-shown = { $you ->
    [yes] You show
   *[other] Player { $seat } shows
} the card drawn: { $card } (PATENT).
tactica-text-event-hand-shown = { $you ->
    [yes] Your hand is shown to everyone
   *[other] Player { $seat }'s hand is shown to everyone
}: { $cards }.
tactica-text-event-card-taken = { $you ->
    [yes] You take
   *[other] Player { $seat } takes
} { $card } into the hand.
tactica-text-event-card-returned = { $you ->
    [yes] You shuffle
   *[other] Player { $seat } shuffles
} a card back into the deck.
tactica-text-event-terror = { $you ->
    [yes] You play
   *[other] Player { $seat } plays
} Terror: the Action cards on the stack are cancelled, and no Action card may be played until the turn ends.
tactica-text-event-conscripted = { $you ->
    [yes] You take
   *[other] Player { $seat } takes
} Player { $victim }'s { $unit } on { $field } (CONSCRIPTION).
tactica-text-event-nomad = { $you ->
    [yes] You lose
   *[other] Player { $seat } loses
} the last castle but stays in for one more turn (NOMADISM).
tactica-text-decide-theft = which opponent loses { $gold } G (THEFT)
tactica-text-decide-patent = whether to show the card just drawn, for { $gold } G (PATENT)
tactica-text-decide-counterattack = whether to pay { $gold } G and take { $card } (COUNTERATTACK)
tactica-text-decide-free-peasant = whether to recruit a free { $peasant } in your Keep, and on which field ({ $ability ->
    [slavery] SLAVERY
    [plan] PLAN
   *[other] CONSCRIPTION
 })
tactica-text-decide-capture = which unit of Player { $seat } to take before the rest are removed (CONSCRIPTION)
tactica-text-decide-eyes-and-ears = how many Intelligence cards to take (EYES AND EARS: up to two)
tactica-text-decide-evasion = whether the Cavalry Archer on { $field } spends its EVASION counter to take no damage in this combat
tactica-text-decide-rebirth = whether the Immortal on { $field } steps aside instead of dying, for { $gold } G, and to which field (REBIRTH)
tactica-text-ability-plan = PLAN: { $unit } { $from } gives its Mountain token to { $target }
tactica-text-decide-play-order = whether to play first or second (the last match's loser chooses, T7)
tactica-text-action-play-first = Play first ({ $gold } G)
tactica-text-action-play-second = Play second ({ $gold } G)
tactica-text-event-first-player = { $you ->
    [yes] You play
   *[other] Player { $seat } plays
} first.
