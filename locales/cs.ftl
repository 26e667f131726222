# Invictus: zprávy v češtině. Stejné identifikátory a stejné proměnné jako en.ftl (ověřuje to
# test). Syntaxe Fluent: https://projectfluent.org/fluent/guide/
# Plurály podle českých kategorií CLDR: one (1), few (2–4), many (desetinná čísla), other.

language-name = Čeština

## Místa, jednotky a pole (words.rs)

# Místo pojmenované bez svého hráče: „hráč A“.
seat-plain = hráč { $seat }
unit-on-cell = { $unit } na { $cell }
empty-cell = prázdné pole { $cell }
unknown-unit = ?

## Co dělá podpora, jak ji vybírá její hráč

choice-warrior = +1 k útoku všem vašim jednotkám v tomto tahu
choice-guardian = zrušit útok
choice-archer = 1 poškození nepřátelské jednotce { $target }
choice-priest = přesunout vaši jednotku { $unit } na pole { $cell }
choice-wizard = zrušit podporu
choice-samurai = +3 k vašemu příštímu útoku Vojákem
choice-musha = zrušit útok
choice-musha-swap = zrušit útok a prohodit napadenou jednotku v rámci jejího sloupce
choice-juhei = 2 poškození nepřátelské jednotce { $target }
choice-komuso = váš příští útok Vojákem má dosah vašeho Vůdce
choice-ninja = dvě náhodné karty z nepřátelské ruky jdou do nepřítelovy zálohy
choice-commander = narovnat vaše Vojáky
choice-medjay = zrušit útok a vrátit napadenou jednotku do ruky jejího vlastníka
choice-slinger = 2 poškození nepřátelské jednotce uprostřed přední řady
choice-anubis = { $unit } z vašeho hřbitova na { $cell }
choice-sorcerer = zrušit podporu; váš občan { $unit } do vaší ruky
choice-viking = +1 k útoku za každou vaši sklopenou jednotku, pro každý útok v tomto tahu
choice-arbalist = poškození nepřátelské jednotce { $target }
choice-bard = { $unit } z nepřátelské zálohy na nepřátelské pole { $cell }
choice-druid = zrušit podporu; { $unit } z nepřátelského hřbitova do nepřítelovy zálohy
choice-ocelotl = všechny vaše jednotky v tomto tahu útočí silou X
choice-tlacochcalcatl = zrušit útok na vašeho Vůdce
choice-cuauhtli = nepřátelskou jednotku { $target } do vašeho království
choice-pochtecatl = prohodit vaši jednotku { $unit } s vaším občanem { $citizen }
choice-tlamacazqui1 = zrušit podporu Vojáka
choice-tlamacazqui2 = { $unit } z nepřátelského hřbitova do vašeho království
choice-immortal = +2 k útoku Vojákům, kteří v tomto tahu útočí na jednotku v přední řadě
choice-cataphract = zrušit útok; napadená jednotka si vymění místo s vaší jednotkou { $unit }
choice-siphonarioi = 1 poškození každé nepřátelské jednotce v přední řadě
choice-diplomat = přesunout právě zasaženou jednotku na nepřátelské pole { $cell }
choice-alchemist1 = zrušit fialovou podporu
choice-alchemist2 = nepřítel v tomto tahu nesmí zahrát žádnou podporu
choice-alchemist3 = nepřítel nesmí během svého příštího tahu zahrát žádnou podporu

## Akce, jak je čte hráč, který je vybírá

# $count je počet Vojáků v počáteční ruce (3 v duelu, 2 v týmovém režimu).
action-keep = Ponechat si tyto { $count ->
    [2] dva
   *[3] tři
} Vojáky
action-mulligan = Mulligan: dobrat { $count ->
    [2] dva
   *[3] tři
} nové Vojáky
action-setup-battlefield = Umístit { $unit } na { $cell }
action-setup-reserve = Dát { $unit } do zálohy
action-setup-kingdom = Dát { $unit } do království
action-recruit = Naverbovat { $unit } na { $cell }
action-recruit-replacing = Naverbovat { $unit } na { $cell } (místo { $replaced })
action-attack = { $attacker } útočí na nepřátelskou jednotku { $target }
action-play-support = Zahrát { $unit }: { $choice }
action-send-to-kingdom = Poslat { $unit } do království
action-end-turn = Ukončit tah
action-discard = Odhodit { $unit } do království
action-pass = Pas
action-conscript = Odvést { $unit } na { $cell }
action-resign = Vzdát se
action-time-out = Nechat vypršet čas

## Výsledky a fáze

# $condition: execution, development, collapse, end_of_war, resignation nebo timeout.
outcome-win = { $side } vítězí { $condition ->
    [execution] popravou (nepřátelský Vůdce padl)
    [development] rozvojem (více občanů ve čtyřech barvách)
    [collapse] zhroucením (nepřítel nemohl odvádět)
    [end_of_war] na konci války
    [resignation] vzdáním soupeře
   *[timeout] na čas (soupeři vypršel čas)
}
outcome-draw = remíza: všechna rozhodující kritéria konce války jsou vyrovnaná
phase-mulligan = příprava: ponechat, nebo mulligan
phase-setup-battlefield = příprava: bojiště
phase-setup-reserve = příprava: záloha
phase-setup-kingdom = příprava: království
phase-action = fáze akce
phase-discard = fáze odhazování
phase-over = konec

## Kdo má na co odpovědět

waiting-attack = { $player } může reagovat na útok, který vede { $attacker }: { $unit } útočí na { $target }
waiting-support = { $player } může reagovat na podporu { $unit } ({ $support }), kterou hraje { $supporter }
waiting-after-hit = { $player } může po zásahu na { $cell } zahrát podporu
waiting-conscription = { $player } odvádí (umístěno { $placed } ze 2)
waiting-act = { $player } má hrát ({ $phase })

## Události, jak je může vidět jejich čtenář

mulligan-secret = Vaše volba zůstane tajná, dokud se nerozhodne i soupeř; pak se obě provedou a vylosuje se, kdo začíná
event-kept-hand = { $player } si ponechává ruku
event-mulliganed = { $player } dělá mulligan
event-first-player = { $player } začíná (vylosováno po mulliganech)
event-drew = { $player } si dobírá { $unit }
event-turn-started = Tah { $turn }: hraje { $player }
event-placed-on-battlefield = { $player } umisťuje { $unit } na { $cell }
event-placed-in-reserve = { $player } dává { $unit } do zálohy
# $reason: setup, bonus nebo discard.
event-went-to-kingdom = { $player }: { $unit } jde do království{ $reason ->
    [bonus] {" "}(bonus)
    [discard] {" "}(odhození)
   *[setup] {""}
}
# $from: hand, reserve nebo kingdom.
event-recruited = { $player } verbuje { $unit } { $from ->
    [hand] z ruky
    [reserve] ze zálohy
   *[kingdom] z království
} na { $cell }
event-recruited-displacing = { $player } verbuje { $unit } { $from ->
    [hand] z ruky
    [reserve] ze zálohy
   *[kingdom] z království
} na { $cell }, { $displaced } ustupuje
event-attack-declared = { $player }: { $unit } ({ $cell }) útočí na { $target } ({ $target_cell })
event-passed = { $player } pasuje
event-attacked = Útok na { $cell } zasahuje silou { $value }
event-attacked-capture = Útok na { $cell } zasahuje (zajímací útok)
event-attack-blocked = Útok na { $cell } je zastaven
event-captured = { $player } zajímá { $unit } na { $cell }
event-killed = { $side }: jednotka { $unit } na { $cell } padla
event-damaged = { $side }: { $unit } na { $cell } utrží { $amount } poškození (zbývá { $health_left } ♥)
event-advanced = { $side }: { $unit } postupuje na { $cell }
event-support-played = { $player } hraje { $unit } ({ $support })
event-support-negated = { $player }: podporu { $support } ruší { $by }
event-attack-bonus = { $player } získává +{ $bonus } k útoku
event-moved = { $side }: jednotka se přesouvá { $from } → { $to }
# $from a $to: hand, reserve, kingdom, graveyard nebo battlefield.
event-transferred = { $player } → { $to_player }: { $unit } přechází { $from ->
    [hand] z ruky
    [reserve] ze zálohy
    [kingdom] z království
    [graveyard] ze hřbitova
   *[battlefield] z bojiště
} { $to ->
    [hand] do ruky
    [reserve] do zálohy
    [kingdom] do království
    [graveyard] na hřbitov
   *[battlefield] na bojiště
}
event-transferred-cell = { $player } → { $to_player }: { $unit } přechází { $from ->
    [hand] z ruky
    [reserve] ze zálohy
    [kingdom] z království
    [graveyard] ze hřbitova
   *[battlefield] z bojiště
} { $to ->
    [hand] do ruky
    [reserve] do zálohy
    [kingdom] do království
    [graveyard] na hřbitov
   *[battlefield] na bojiště
}, pole { $cell }
event-swapped = { $side }: jednotky na { $a } a { $b } si vyměňují místa
event-effect = { $player }: podpora { $support } působí
event-supports-locked = { $player } nesmí v tomto tahu zahrát žádnou podporu
event-supports-locked-next = { $player } nesmí v příštím tahu zahrát žádnou podporu
event-conscription-started = { $player } musí odvádět
event-conscripted = { $player } odvádí { $unit } { $from ->
    [hand] z ruky
    [reserve] ze zálohy
   *[kingdom] z království
} na { $cell }
event-turn-ended = { $player } končí tah
event-resigned = { $player } se vzdává
event-timed-out = { $player }: čas vypršel
event-game-over = Konec hry: { $outcome }

## Veřejná deska (discord/render.rs)

board-title = Invictus · zápas #{ $match_id }
board-footer = Verze { $version } · „Moje ruka“ vám soukromě ukáže vaše karty
board-sides = { $a } vs { $b } · { $variant }
board-turn-order = Pořadí tahů { $order } · reagovat smí jen následující hráč (R37)
board-kingdom-pairs = Království v párech (vedené barvy, 4 k vítězství): { $first } · { $second }
board-turn = **Tah { $turn }** · { $phase }
board-setup = **Příprava**
# $time je unixový čas v sekundách, Discord ho ukáže v časovém pásmu čtenáře.
board-window-until = (končí <t:{ $time }:R>)
board-move-due = Tah je třeba odehrát <t:{ $time }:R>
board-on-vacation = { $player } má dovolenou do <t:{ $time }:f>: hodiny stojí
# $order: first, second nebo undrawn.
board-player-heading = Hráč { $seat } · { $leader } · { $order ->
    [first] první hráč
    [second] druhý hráč
   *[undrawn] první hráč ještě není vylosován
}
board-team-heading = Tým { $members } · { $order ->
    [first] tým 1 (hraje první)
    [second] tým 2
   *[undrawn] tým 1 ještě není vylosován
}
board-reserve = Záloha { $count }/{ $limit }: { $units }
board-kingdom = Království { $kingdom }
board-counts = Hřbitov { $graveyard } · Ruka { $hand } · Balíček { $draw_pile }
board-team-reserve = Záloha { $count }/{ $limit }: { $units } · Hřbitov { $graveyard }
board-team-member = { $seat } { $leader } · Ruka { $hand } · Balíček { $draw_pile } · Království { $kingdom }
board-recent = Poslední události
button-my-hand = Moje ruka

## Varianty

variant-standard = Standardní
variant-light = Lehký zápas (10 Vojáků)
variant-experienced = Handicap Zkušený (vaše záloha: 4)
variant-master = Handicap Mistr (vaše záloha: 3)
variant-king = Handicap King (vaše záloha: 2)
variant-invictus = Handicap Invictus (vaše záloha: 1)

## Soukromá zpráva s rukou

hand-title = Vaše ruka · zápas #{ $match_id }
hand-footer = Verze { $version } · vidíte jen vy
hand-card = **{ $unit }** · útok { $attack } · ♥{ $upright }/{ $tilted }
hand-empty = (prázdná)
hand-your-move = Jste na tahu
hand-your-move-waiting = Jste na tahu — { $waiting }
hand-waiting-for = Čeká se na: { $waiting }
hand-your-side = Vaše strana
group-setup-battlefield = Umístit { $unit } na bojiště
group-setup-reserve = Dát jednotku do zálohy
group-setup-kingdom = Dát Vojáka do království
group-recruit = Naverbovat { $unit }
group-recruit-replacing = { $cell } (místo { $replaced })
group-attack = Zaútočit jednotkou { $unit } ({ $cell })
group-support = Podpora: { $unit } ({ $support })
group-send-to-kingdom = Poslat Vojáka do království (bonus)
group-discard = Odhodit Vojáka do království
group-conscript = Odvést { $unit }
menu-more = Další…
menu-choices = { $count } { $count ->
    [one] možnost
    [few] možnosti
    [many] možnosti
   *[other] možností
}
menu-choose-action = Vyberte akci…
button-back = Zpět
# $order: ask, always_pass nebo guard_leader.
order-name = { $order ->
    [ask] Zeptat se mě
    [always_pass] Na reakce vždy pasovat
   *[guard_leader] Chránit mého Vůdce, když to jde
}
order-details = { $order ->
    [ask] Ptát se mě v každém reakčním okně
    [always_pass] Moje reakční okna hned zavírat
   *[guard_leader] Zastavit útok na mého Vůdce zelenou podporou, pokud ji mám; jinak se mě zeptat
}
orders-placeholder = Reakční okna: { $order }

## Výzvy k tahu, zmínky, připomínky a výsledky

window-prompt = { $player } — reakční okno: { $waiting }.
window-prompt-deadline = Odpovězte <t:{ $time }:R>, jinak za vás bot pasuje.
button-respond = Reagovat
button-pass = Pas
turn-ping = { $player } — jste na tahu: { $waiting }.
reminder = { $player } — připomínka: v zápase #{ $match_id } jste na tahu, a to do <t:{ $time }:f> (<t:{ $time }:R>).
# $grant je doba trvání slovy v 1. pádě, např. „1 den“ (viz duration-days).
deadline-passed = { $player }: v zápase #{ $match_id } vypršel termín tahu. { $waiting }, můžete si nárokovat výhru, nebo přidat čas navíc ({ $grant }). (Druhý zmeškaný termín po prodloužení zápas ukončí.)
button-claim = Nárokovat výhru
button-grant = Přidat čas ({ $grant })
time-granted = { $player } má v zápase #{ $match_id } více času: do <t:{ $time }:f> (<t:{ $time }:R>).
game-over = Zápas skončil: { $outcome }.
button-rematch = Odveta

## Výzvy

challenge-duel = { $challenger } vyzývá { $challenged } k zápasu Invictus!
challenge-rematch = { $challenger } žádá { $challenged } o odvetu zápasu #{ $match_id }: stejné podmínky, první hráč se znovu vylosuje.
team-challenge = Týmový zápas Invictus! { $challenger } (A) a { $partner } (C) vyzývají { $opponent } (B) a { $opponent2 } (D).
    Každý pozvaný hráč přijímá s vlastní armádou; zápas začne, jakmile přijmou všichni. Spoluhráči smějí probírat strategii jen před bitvou.
# $window je reakční okno v sekundách; $time konec platnosti (unixové sekundy).
challenge-terms = Varianta: { $variant } · armáda vyzyvatele: { $army } · reakční okno: { $window } s
    Vyprší <t:{ $time }:R>.
button-accept-king = Přijmout (armáda King)
button-accept-same-army = Přijmout (vaše armáda z toho zápasu)
button-decline = Odmítnout
challenge-other-army = …nebo přijmout s jinou armádou
challenge-saved-army = Vaše armáda „{ $name }“
# $version: king, shogun, pharaoh, odin, tlatoani nebo emperor.
preset-army = { $version ->
    [king] King (čistá)
    [shogun] Shogun (čistá)
    [pharaoh] Pharaoh (čistá)
    [odin] Odin (čistá)
    [tlatoani] Tlatoani (čistá)
   *[emperor] Emperor (čistá)
}

## Karty a armády

card-title = { $unit } ({ $version })
# $role: soldier nebo leader; $colour: blue, green, red, yellow, purple nebo leader.
card-description = { $role ->
        [leader] Vůdce
       *[soldier] Voják
    } · { $colour ->
        [blue] modrý
        [green] zelený
        [red] červený
        [yellow] žlutý
        [purple] fialový
       *[leader] Vůdce
    }
    Útok **{ $attack }** · Životy **{ $upright }** svisle / **{ $tilted }** naležato
    Dosah (hloubka:posun): { $range }
card-support = Podpora
card-timing = Načasování
army-saved = Armáda uložena. Použijte ji pomocí `army: { $name }` v /challenge, /teams nebo /practice.
army-numbers = útok { $attack } · životy { $upright }/{ $tilted }
army-leader = **{ $unit }** (Vůdce) — { $numbers }
army-light = 10 Vojáků: armáda pro Lehký zápas.
army-size = { $count } { $count ->
    [one] Voják
    [few] Vojáci
    [many] Vojáka
   *[other] Vojáků
} a Vůdce.
army-text = Text armády: `{ $army }`
army-title = Armáda „{ $name }“

## Bilance a hodnocení

tally = { $wins } V · { $losses } P · { $draws } R
profile-title = Profil
# $scope: server nebo global.
profile-rating = { $scope ->
    [server] Tento server
   *[global] Všechny servery
}: { $rating } · { $place }. místo z { $total } · hodnocené zápasy: { $games }
profile-provisional = (předběžné do { $games } { $games ->
    [one] hodnoceného zápasu
    [few] hodnocených zápasů
    [many] hodnoceného zápasu
   *[other] hodnocených zápasů
})
profile-unrated = { $scope ->
    [server] Tento server
   *[global] Všechny servery
}: zatím bez hodnocení (hodnotí se duel proti člověku)
profile-record = Proti lidem: { $tally } ({ $games } { $games ->
    [one] zápas
    [few] zápasy
    [many] zápasu
   *[other] zápasů
})
# $result: win, loss nebo draw.
profile-streak = Aktuální série: { $result ->
    [win] { $count ->
        [one] 1 výhra
        [few] { $count } výhry
        [many] { $count } výhry
       *[other] { $count } výher
    }
    [loss] { $count ->
        [one] 1 prohra
        [few] { $count } prohry
        [many] { $count } prohry
       *[other] { $count } proher
    }
   *[draw] { $count ->
        [one] 1 remíza
        [few] { $count } remízy
        [many] { $count } remízy
       *[other] { $count } remíz
    }
}
profile-most-played = Nejhranější armáda: { $army } ({ $games } { $games ->
    [one] zápas
    [few] zápasy
    [many] zápasu
   *[other] zápasů
})
profile-by-army = Podle armády (V–P–R): { $armies }
profile-practice = Proti vestavěnému soupeři: { $tally }
profile-last-matches = Poslední zápasy:
profile-builtin-opponent = vestavěný soupeř
profile-last-match = #{ $match_id } { $result ->
    [win] výhra
    [loss] prohra
   *[draw] remíza
} · soupeř: { $against } · armáda: { $army } · <t:{ $time }:d>
leaderboard-empty = Zatím nikdo nemá hodnocení: hodnotí se dokončený duel mezi dvěma lidmi.
leaderboard-mine = Vaše umístění: { $place }. z { $total } · { $rating }
leaderboard-unrated = Tady zatím hodnocení nemáte.
leaderboard-legend = Hodnocení je Glicko-2 (± dvě odchylky); `?` značí předběžné hodnocení (méně než { $games } { $games ->
    [one] hodnocený zápas
    [few] hodnocené zápasy
    [many] hodnoceného zápasu
   *[other] hodnocených zápasů
}).

## Odmítnutí: požadavek, který nic nezměnil, sdělený tomu, kdo ho vznesl

refused-army-invalid = Tato armáda není platná: { $reason }.
refused-opponent-army-invalid = Soupeřova armáda není platná: { $reason }.
refused-too-many-matches = Už hrajete { $active } { $active ->
    [one] zápas
    [few] zápasy
    [many] zápasu
   *[other] zápasů
} (limit je { $limit }).
refused-challenge-yourself = Nemůžete vyzvat sami sebe.
refused-players-different = Tento zápas potřebuje { $players } { $players ->
    [one] hráče
    [few] různé hráče
    [many] různého hráče
   *[other] různých hráčů
} (vestavěný soupeř může obsadit jedno místo).
refused-players-count = Tento zápas potřebuje { $players } { $players ->
    [one] hráče
    [few] hráče
    [many] hráče
   *[other] hráčů
}: pozvěte { $invited } { $invited ->
    [one] dalšího
    [few] další
    [many] dalšího
   *[other] dalších
}.
refused-no-opponent = Tato hra zatím nemá vestavěného soupeře: vyzvěte k ní lidi.
refused-reaction-window = Reakční okno musí trvat 10 sekund až 24 hodin.
refused-turn-time = Čas na tah musí být v rozmezí { $min } – { $max }.
refused-too-many-challenges = Už máte { $open } { $open ->
    [one] otevřenou výzvu
    [few] otevřené výzvy
    [many] otevřené výzvy
   *[other] otevřených výzev
} (limit je { $limit }). Počkejte na odpověď, nebo nechte některou vypršet.
refused-no-such-challenge = Tato výzva neexistuje.
refused-not-invited = Na tuto výzvu mohou odpovědět jen pozvaní hráči.
refused-not-challenged = Na tuto výzvu může odpovědět jen vyzvaný hráč.
refused-challenge-closed = Tato výzva už není otevřená.
refused-already-accepted = Výzvu už máte přijatou: zápas začne, jakmile ji přijmou všichni.
refused-challenge-damaged = Tato výzva je poškozená; vytvořte prosím novou.
refused-cannot-start = Tento zápas nemůže začít: { $reason }
tactica-setup-players = tato mapa se nehraje pro { $players } hráče (T5); `/tactica map` ukáže, kdo hraje kterou mapu.
tactica-setup-alliances = { $why ->
    [not_on_this_map] aliance se hrají jen na mapách se 4 a 6 hrady (T120).
    [too_few] aliance musí být alespoň dvě (T120).
    [uneven_sizes] aliance jsou všechny po dvou, nebo všechny po třech hráčích (T120).
   *[seats_not_once] každý hráč musí být právě v jedné alianci (T120).
}
tactica-setup-map = tuto mapu nelze hrát.
tactica-setup-empires = říše nelze takto rozdělit.
refused-not-over = Zápas #{ $match_id } ještě neskončil.
refused-rematch-duel-only = Odveta je jen pro duel vyzvaný mezi dvěma lidmi: nový zápas začněte pomocí /challenge, /teams nebo /practice.
refused-rematch-handicap = Zápas #{ $match_id } se hrál s handicapem pro { $player }: o odvetu může požádat jen { $player }.
refused-ai-stopped = AI se zastavila: { $reason }
refused-vacation-short = Dovolená trvá alespoň jeden den.
refused-already-on-vacation = Už máte dovolenou do <t:{ $time }:f>.
refused-vacation-too-long = To je víc, než kolik vám letos zbývá dovolené (zbývající dny: { $days }).
refused-army-name-length = Název armády má 1 až { $max } znaků.
refused-army-name-characters = Název armády smí obsahovat jen písmena, číslice, mezery, „-“ a „_“.
refused-army-name-preset = „{ $name }“ je název předvolené armády; zvolte jiný název.
refused-too-many-armies = Už máte { $max } { $max ->
    [one] uloženou armádu
    [few] uložené armády
    [many] uložené armády
   *[other] uložených armád
}: nejprve jednu smažte (/army delete).
refused-no-such-army = Nemáte žádnou uloženou armádu s názvem „{ $name }“.
refused-nothing-to-save = Tato hra žádné uložené volby neuchovává.
refused-export-in-progress = Zápas #{ $match_id } stále probíhá: exportovat ho lze až po jeho skončení.
# $what: claim nebo grant.
refused-nothing-to = Není co { $what ->
    [claim] nárokovat
   *[grant] prodlužovat
}: váš soupeř nepřekročil žádný termín.
refused-stale = Tato nabídka je zastaralá: zápas se mezitím posunul. Novou získáte tlačítkem „Moje ruka“.
refused-not-open = Tuto akci teď nemáte k dispozici. Své akce uvidíte po stisku „Moje ruka“.
refused-not-your-move = V tomto zápase nejste na tahu.
refused-not-a-player = V tomto zápase nehrajete.
refused-no-such-match = Takový zápas neexistuje.
refused-over = Tento zápas skončil.

## Proč armáda není platná (uvnitř refused-army-invalid)

army-error-not-a-leader = { $unit } je Voják, ne Vůdce
army-error-soldier-is-leader = { $unit } je Vůdce: armáda má právě jednoho Vůdce
army-error-two-types = dva typy { $colour ->
        [blue] modrých
        [green] zelených
        [red] červených
        [yellow] žlutých
       *[purple] fialových
    } Vojáků: { $first } a { $second }
army-error-zero-copies = { $unit } má uvedeno 0 kopií
army-error-wrong-size = armáda má { $soldiers } { $soldiers ->
    [one] Vojáka
    [few] Vojáky
    [many] Vojáka
   *[other] Vojáků
}; potřebuje jich přesně { $expected } (plus Vůdce)
army-error-not-key-value = „{ $text }“: očekává se klíč=hodnota (leader=…, blue=název:počet, …) nebo předvolba: king, shogun, pharaoh, odin, tlatoani, emperor
army-error-not-a-leader-name = „{ $text }“ není Vůdce
army-error-leader-twice = vůdce je zadán dvakrát
army-error-not-a-colour = „{ $text }“ není barva (blue, green, red, yellow, purple) ani leader
army-error-not-a-unit = „{ $text }“ není jednotka hry Invictus
# $colour: blue, green, red, yellow nebo purple.
army-error-wrong-colour = { $unit } není { $colour ->
        [blue] modrý
        [green] zelený
        [red] červený
        [yellow] žlutý
       *[purple] fialový
    } Voják
army-error-not-a-count = „{ $text }“ není počet (0 až 20)
army-error-no-leader = text armády neuvádí žádného vůdce (leader=…)

## Texty podpor karet, česky (naše vlastní slova; závazná je anglická pravidlová kniha)

support-warrior-timing = Během fáze 2 vašeho tahu.
support-warrior-text = Všechny vaše jednotky na bojišti získají v tomto tahu 1 bod útoku. Použijete-li tuto podporu v tomtéž tahu vícekrát, jednotky získají při každém použití další 1 bod útoku. Díky této podpoře může jednotka zajmout soupeřovu jednotku, která má víc životů, než činí její původní útok.
support-guardian-timing = Když soupeř vybere jednotku a vyhlásí útok.
support-guardian-text = Když soupeř vyhlásí útok, můžete tento útok zrušit. Soupeřova útočící jednotka zůstane po útoku sklopená a vaše jednotka neutrpí žádné poškození. Je-li tato podpora zrušena, lze proti témuž útoku použít podporu jiné karty Guardian.
support-archer-timing = Během fáze 2 vašeho tahu.
support-archer-text = Vyberte jednotku na soupeřově bojišti a způsobte jí 1 poškození. Touto podporou nelze jednotku zajmout.
support-priest-timing = Během fáze 2 vašeho tahu.
support-priest-text = Vyberte jednotku na svém bojišti a přesuňte ji na jiné místo svého bojiště. Stojí-li na zvoleném místě už jednotka, obě jednotky si místa vymění.
support-wizard-timing = Když soupeř položí jednotku do své zálohy, aby použil její podporu.
support-wizard-text =
    Zrušte soupeřovu podporu.
    Soupeřova jednotka zůstane v záloze a její podpora se neuplatní.
    Tuto schopnost smíte použít jen v okamžiku, kdy soupeř pokládá jednotku do své zálohy: nesmíte čekat, až oznámí své akce. Podporu karty Wizard nelze zrušit.
support-king-timing = Načasování závisí na použité podpoře.
support-king-text = Vyberte a aktivujte podporu jedné z těchto 5 karet: Warrior, Guardian, Archer, Priest nebo Wizard. Kterou podporu použijete, musíte oznámit v okamžiku, kdy pokládáte kartu King z ruky do své zálohy.
support-samurai-timing = Během fáze 2 vašeho tahu.
support-samurai-text = Příští jednotka VOJÁK, která zaútočí, získá 3 body útoku. Použijete-li tuto podporu v tomtéž tahu vícekrát, jednotka získá při každém použití další 3 body útoku. Účinek této podpory platí jen pro 1 útok a na konci tohoto tahu zaniká.
support-musha-timing = Když soupeř vybere jednotku a vyhlásí útok.
support-musha-text =
    Když soupeř vyhlásí útok, zrušíte tento útok a poté smíte napadenou jednotku prohodit s jednotkou, která stojí před ní nebo za ní ve druhé řadě. Soupeřova útočící jednotka zůstane po útoku sklopená a vaše jednotka neutrpí žádné poškození. Tuto podporu nesmíte použít, pokud v zadní řadě vašeho bojiště není žádná jednotka. Je-li tato podpora zrušena, lze proti témuž útoku použít podporu jiné karty Musha.
    Příklad: soupeř útočí na vaši kartu Samurai v přední řadě. Použijete Musha, abyste útok zrušili, a přestože nemusíte, prohodíte kartu Samurai se svou kartou Ninja v zadní řadě. Teď je Samurai v zadní řadě a Ninja v přední.
support-juhei-timing = Během fáze 2 vašeho tahu.
support-juhei-text = Vyberte jednotku v zadní řadě soupeřova bojiště a způsobte jí 2 poškození. Touto podporou nelze jednotku zajmout.
support-komuso-timing = Během fáze 2 vašeho tahu.
support-komuso-text = Příští jednotka VOJÁK, která zaútočí, bude mít stejný dosah jako váš VŮDCE. Účinek této podpory platí jen pro 1 útok a na konci tohoto tahu zaniká. Při použití této podpory musíte soupeři ukázat svého VŮDCE.
support-ninja-timing = Během fáze 2 vašeho tahu.
support-ninja-text = Vyberte náhodně 2 jednotky ze soupeřovy ruky a položte je jednu po druhé do soupeřovy zálohy. Má-li soupeř v ruce jen 1 jednotku nebo žádnou, nebo má-li v záloze už 4 nebo více karet, tuto podporu použít nesmíte.
support-shogun-timing = Načasování závisí na použité podpoře.
support-shogun-text = Vyberte a aktivujte podporu jedné z těchto 5 jednotek: Samurai, Musha, Juhei, Komuso nebo Ninja. Kterou podporu použijete, musíte oznámit v okamžiku, kdy pokládáte kartu Shogun z ruky do své zálohy.
support-commander-timing = Během fáze 2 vašeho tahu.
support-commander-text =
    Narovnejte všechny jednotky VOJÁK na svém bojišti.
    Mohou znovu útočit.
    Není-li na vašem bojišti žádná jednotka VOJÁK, tuto podporu použít nesmíte.
support-medjay-timing = Když soupeř vybere jednotku a vyhlásí útok.
support-medjay-text =
    Když soupeř vyhlásí útok, zrušte tento útok a vezměte napadenou jednotku zpět do ruky.
    Soupeřova útočící jednotka zůstane po útoku sklopená a vaše karta neutrpí žádné poškození.
    Je-li tato podpora zrušena, lze proti témuž útoku použít podporu jiné karty Medjay.
    Máte-li na bojišti jen 1 jednotku, tuto podporu použít nesmíte.
support-slinger-timing = Během fáze 2 vašeho tahu.
support-slinger-text = Způsobte 2 poškození soupeřově jednotce na prostředním poli přední řady jeho bojiště. Touto podporou nelze jednotku zajmout.
support-anubis-timing = Během fáze 2 vašeho tahu.
support-anubis-text = Vyberte jednotku ze svého hřbitova a položte ji svisle na prázdné místo svého bojiště. Nepočítá se to jako vaše akce verbování. Jednotkou přivedenou zpět ze hřbitova smíte zaútočit už v tahu, kdy tuto podporu použijete.
support-sorcerer-timing = Když soupeř položí kartu do své zálohy, aby použil její podporu.
support-sorcerer-text =
    Zrušte soupeřovu podporu. Pak vyberte jednotku ze svého království a vezměte ji do ruky. Soupeřova jednotka zůstane v záloze a její podpora se neuplatní.
    Tuto schopnost smíte použít jen v okamžiku, kdy soupeř pokládá kartu do své zálohy: nesmíte čekat, až oznámí své akce. Není-li ve vašem království žádná jednotka, tuto podporu použít nesmíte. Touto podporou nelze zrušit ZELENOU podporu (Guardian, Musha atd.). Podporu karty Sorcerer nelze zrušit.
support-pharaoh-timing = Načasování závisí na použité podpoře.
support-pharaoh-text = Vyberte a aktivujte podporu jedné z těchto 5 jednotek: Commander, Medjay, Slinger, Anubis nebo Sorcerer. Kterou podporu použijete, musíte oznámit v okamžiku, kdy pokládáte kartu Pharaoh z ruky do své zálohy.
support-viking-timing = Během fáze 2 vašeho tahu.
support-viking-text =
    Všechny jednotky na vašem bojišti získají v tomto tahu 1 bod útoku za každou sklopenou jednotku na vašem bojišti. Tuto podporu smíte v tomtéž tahu použít vícekrát: při každém použití jednotky získají další 1 bod útoku za každou sklopenou kartu na vašem bojišti. Díky této podpoře může jednotka zajmout soupeřovu jednotku, která má víc životů, než činí její původní útok.
    Příklad:
    první útočící jednotka získá 0 bodů útoku (žádná sklopená jednotka);
    druhá útočící jednotka získá 1 bod útoku (1 sklopená jednotka);
    třetí útočící jednotka získá 2 body útoku (2 sklopené jednotky).
support-giant-timing = -
support-giant-text = Giant nemá žádnou podporu. Po skončení přípravy musíte kartu Giant umístit na bojiště přímo z ruky, nebo pomocí podpory jiné jednotky.
support-arbalist-timing = Během fáze 2 vašeho tahu.
support-arbalist-text =
    Vyberte jednotku VOJÁK na soupeřově bojišti a způsobte jí tolik poškození, kolik karet je ve vaší záloze. Touto podporou nelze jednotku zajmout.
    Příklad:
    Použijete podporu karty Arbalist, když ve vaší záloze není žádná jednotka: způsobíte 1 poškození soupeřově kartě Giant. Hned poté použijete podporu další karty Arbalist: způsobíte 2 poškození téže kartě Giant. Giant opustí bojiště a jde na soupeřův hřbitov.
support-bard-timing = Během fáze 2 vašeho tahu.
support-bard-text = Vyberte jednotku ze soupeřovy zálohy a položte ji svisle na prázdné místo soupeřova bojiště.
support-druid-timing = Když soupeř položí kartu do své zálohy, aby použil její podporu.
support-druid-text = Zrušte soupeřovu podporu. Pak vyberte jednotku ze soupeřova hřbitova a položte ji jako další v řadě do soupeřovy zálohy (napravo od poslední karty). Soupeřova jednotka zůstane v záloze a její podpora se neuplatní. Tuto podporu smíte použít jen v okamžiku, kdy soupeř pokládá jednotku do své zálohy: nesmíte čekat, až oznámí své akce. Není-li na soupeřově hřbitově žádná jednotka, tuto podporu použít nesmíte. Podporu karty Druid nelze zrušit.
support-odin-timing = Načasování závisí na použité podpoře.
support-odin-text =
    Vyberte a aktivujte podporu jedné z těchto 4 jednotek: Viking, Arbalist, Bard nebo Druid.
    Kterou podporu použijete, musíte oznámit v okamžiku, kdy pokládáte kartu Odin z ruky do své zálohy.
support-ocelotl-timing = Během fáze 2 vašeho tahu.
support-ocelotl-text =
    Útok všech jednotek na vašem bojišti bude v tomto tahu „X“ (počet jednotek, které máte v ruce). Tuto podporu smíte v tomtéž tahu použít vícekrát, ale útok bude vždy jen „X“.
    Díky této schopnosti může jednotka zajmout soupeřovu jednotku, která má víc životů, než činí její původní útok.
support-tlacochcalcatl-timing = Když soupeř vybere jednotku a vyhlásí útok na vašeho VŮDCE.
support-tlacochcalcatl-text =
    Když soupeř vyhlásí útok na vašeho VŮDCE, zrušíte tento útok. Soupeřova útočící jednotka zůstane po útoku sklopená a váš VŮDCE neutrpí žádné poškození.
    Podporu karty Tlacochcalcatl nelze zrušit.
support-cuauhtli-timing = Během fáze 2 vašeho tahu.
support-cuauhtli-text =
    Vyberte na soupeřově bojišti jednotku VOJÁK, která má 1 život a v tomto tahu neutrpěla žádné poškození, a dejte ji do svého království.
    Příklad:
    Na soupeřově bojišti leží sklopená karta Ocelotl, která v tomto tahu neutrpěla žádné poškození. Protože je sklopená, má 1 život. Dáte ji do svého království.
support-pochtecatl-timing = Během fáze 2 vašeho tahu.
support-pochtecatl-text = Vyberte jednotku VOJÁK na svém bojišti a prohoďte ji s jednotkou ze svého království. Stojí-li jednotka na bojišti svisle, nová jednotka se položí také svisle. Leží-li jednotka na bojišti sklopená, nová jednotka se položí také naležato.
support-tlamacazqui-timing = Závisí na zvolené podpoře.
support-tlamacazqui-text =
    Tlamacazqui má několik podpor. Když hrajete jeho podporu, zvolte, kterou použijete.
    (1) Načasování: když soupeř položí jednotku VOJÁK do své zálohy, aby použil její podporu. Zrušte podporu této soupeřovy jednotky VOJÁK a dejte ji na soupeřův hřbitov.
    Tuto podporu karty Tlamacazqui nelze zrušit.
    (2) Načasování: během fáze 2 vašeho tahu. Vyberte jednotku ze soupeřova hřbitova a dejte ji do svého království.
    Tuto podporu karty Tlamacazqui lze zrušit.
support-tlatoani-timing = Načasování závisí na použité podpoře.
support-tlatoani-text = Vyberte a aktivujte podporu jedné z těchto 5 karet: Ocelotl, Tlacochcalcatl, Cuauhtli, Pochtecatl nebo Tlamacazqui. Kterou podporu použijete, musíte oznámit v okamžiku, kdy pokládáte kartu Tlatoani z ruky do své zálohy.
support-immortal-timing = Během fáze 2 vašeho tahu.
support-immortal-text =
    Všechny vaše jednotky VOJÁK získají 2 body útoku, když útočí na soupeřovu jednotku v jeho přední řadě.
    Použijete-li tuto podporu v tomtéž tahu vícekrát, jednotky při každém použití získají další 2 body útoku, opět když útočí na soupeřovu jednotku v jeho přední řadě. Díky této podpoře může jednotka zajmout soupeřovu jednotku, která má víc životů, než činí její původní útok.
support-cataphract-timing = Když soupeř vybere jednotku a vyhlásí útok.
support-cataphract-text = Když soupeř vyhlásí útok, zrušíte tento útok a prohodíte napadenou jednotku (jednotka A) s jinou jednotkou na svém bojišti (jednotka B). Jednotka A neutrpí žádné poškození, jednotka B ale utrpí 1 poškození a soupeřova útočící jednotka zůstane po útoku sklopená. I když má jednotka B 1 život a v tomto tahu neutrpěla žádné poškození, není zajata: je zničena a jde na váš hřbitov. Je-li tato podpora zrušena, lze proti témuž útoku použít podporu jiné karty Cataphract.
support-siphonarioi-timing = Během fáze 2 vašeho tahu.
support-siphonarioi-text = Způsobte 1 poškození každé jednotce v soupeřově přední řadě. Touto podporou nelze zajmout žádnou jednotku.
support-diplomat-timing = Když váš útok zasáhne soupeřovu jednotku a ta zůstane na bojišti.
support-diplomat-text = Přesuňte napadenou jednotku na jiné místo soupeřova bojiště. Stojí-li na zvoleném místě už jednotka, obě jednotky si místa vymění.
support-alchemist-timing = Závisí na zvolené podpoře.
support-alchemist-text =
    Alchemist má několik podpor. Když hrajete jeho podporu, zvolte, kterou použijete.
    (1) Načasování: když soupeř položí jednotku do své zálohy, aby použil fialovou podporu.
    Zrušte soupeřovu FIALOVOU podporu (Ninja, druhá schopnost karty Tlamacazqui, Emperor použitý pro druhou či třetí schopnost karty Alchemist atd.).
    Tuto podporu karty Alchemist nelze zrušit.
    (2) Načasování: během fáze 2 vašeho tahu.
    Soupeř nesmí v tomto tahu použít žádnou podporu.
    (3) Načasování: během fáze 3 vašeho tahu.
    Soupeř nesmí během svého příštího tahu použít žádnou podporu.
support-emperor-timing = Načasování závisí na použité podpoře.
support-emperor-text = Vyberte a aktivujte podporu jedné z těchto 5 jednotek: Immortal, Cataphract, Siphonarioi, Diplomat nebo Alchemist. Kterou podporu použijete, musíte oznámit v okamžiku, kdy pokládáte kartu Emperor z ruky do své zálohy.

## Obrázek desky

picture-player = Hráč { $seat } · { $leader } · ruka { $hand } · balíček { $draw_pile }
picture-graveyard = hřbitov { $count }
picture-reserve = Záloha { $count }/{ $limit }
picture-kingdoms = Království { $far } { $far_led } – { $near_led } { $near }
picture-over = Konec · { $outcome }
picture-turn = Tah { $turn } · { $phase }
picture-setup = Příprava
picture-to-act = na tahu je hráč { $seat }
picture-hand = Vaše ruka ({ $count }) · ⚔ útok · ♥ svisle/naležato
# $role: soldier nebo leader; $version: king, shogun, pharaoh, odin, tlatoani nebo emperor.
picture-card-role = { $role ->
    [leader] Vůdce
   *[soldier] Voják
} · { $version }
picture-upright = ♥ { $health } svisle
picture-tilted = ♥ { $health } naležato
picture-range = dosah
picture-attacker = útočník (přední řada)

## Názvy a popisy obrázků (pro čtečky obrazovky)

picture-title = Invictus · zápas #{ $match_id } · { $variant }
# $time: „2026-11-23 14:30“ (UTC).
picture-due = termín { $time } UTC
picture-board-description = Hrací deska
picture-hand-description = Vaše ruka

## Odpovědi bota

something-went-wrong = Na naší straně se něco pokazilo; nic se nezměnilo. Zkuste to prosím znovu.

## Odpovědi na kliknutí

# Připojeno k veřejné zprávě, na kterou se odpovědělo.
answered-rematch = { $player } žádá { $challenged } o odvetu: výzva je v kanálu { $channel }.
answered-declined = Odmítnuto: { $player }.
answered-passed = Pas: { $player }.
answered-claimed = Výhru si nárokuje { $player }.
answered-granted = { $player } poskytuje více času.
answered-accepted = Přijato: { $player } · zápas #{ $match_id } začíná.
answered-accepted-waiting = Přijato: { $player }; čeká se na { $waiting }.
resigned = Zápas #{ $match_id } je vzdán.
thread-name = Zápas Invictus #{ $match_id }
orders-set = Trvalý pokyn pro zápas #{ $match_id }: { $order }.
click-unknown-builder = Promiňte, tohoto tvůrce armád nepoznávám; začněte znovu pomocí /army build.
click-pick-entry = Vyberte položku z nabídky.
click-not-offered = To není žádná z nabízených možností.
click-unknown-button = Promiňte, toto tlačítko nepoznávám. Možná pochází ze starší verze bota; aktuální desku získáte pomocí /board.
click-not-yours = Tato zpráva byla připravena pro jiného hráče; nic se nezměnilo. Svou získáte tlačítkem „Moje ruka“.
click-pick-army = Vyberte armádu z nabídky.
click-no-saved-army = Nemáte žádnou uloženou armádu s tímto názvem.
click-not-offered-army = To není žádná z nabízených armád.
click-unknown-choice = Promiňte, tuto volbu nepoznávám.
click-window-not-yours = Na toto reakční okno odpovídá někdo jiný.
click-hand-not-a-player = V tomto zápase nehrajete; deska výše ukazuje vše, co je veřejné.

## Oznámení hlasatele

challenge-expired = Výzva od { $challenger } pro { $challenged } vypršela.
window-in-match = Reakční okno v zápase #{ $match_id }.
window-closed = zavřeno

## Terminál (invictus play)

local-player = Hráč
local-ai = AI
local-partner = Spoluhráč
local-ai-seat = AI { $seat }
local-player-team = Tým hráče
local-ai-team = tým AI
play-no-seat = zápas #{ $match_id } pro vás nemá místo
play-against-ai = proti AI (úroveň { $level })
play-against-teams = v týmech: vy (A) a spoluhráč AI (C) proti dvěma AI (B, D), úroveň všech: { $level }; spoluhráči smějí mluvit jen před bitvou (R44)
play-start = Zápas #{ $match_id } { $against }; uložen v { $path }.
    Zadejte číslo pro volbu, `b` pro desku, `help` pro nápovědu, `q` pro ukončení (pokračování: `invictus play --resume`).
play-game-over = Konec hry: { $outcome }.
play-nobody-acts = v tomto zápase nemůže nikdo hrát
play-ai-no-move = AI nenašla žádný tah
play-your-move = Jste na tahu: { $waiting }.
play-stopped = Ukončeno; zápas je uložen. Pokračujte pomocí `invictus play --resume`.
play-help = Zadejte číslo volby. `b` znovu ukáže desku, `resign` vzdá zápas, `q` ukončí (zápas zůstane uložen).
play-type-a-number = Zadejte prosím číslo od 1 do { $count } (nebo `help`).
play-nothing-to-resume = v { $path } není žádný nedohraný zápas: začněte nový pomocí `invictus play`
play-no-ai-seat = zápas #{ $match_id } nemá místo pro AI
play-already-stored = tento tah už byl uložen
terminal-setup-heading = Příprava · { $phase }
terminal-over-heading = Tah { $turn } · zápas skončil
terminal-turn-heading = Tah { $turn } · { $whose } · { $phase }
terminal-your-turn = váš tah
terminal-ai-turn = tah AI
terminal-turn-of = na tahu: { $player }
terminal-turn-order = Pořadí tahů: { $order }
terminal-you = Vy
terminal-your-hand = Vaše ruka ({ $count }): { $cards }
terminal-empty = prázdná
terminal-member = { $who } ({ $leader }) · ruka { $hand } · balíček { $draw_pile }
terminal-graveyard = hřbitov { $count }
terminal-kingdom = království: { $kingdom }
terminal-reserve = záloha { $count }/{ $limit }: { $units }
picture-title-stored = Invictus · zápas #{ $match_id }

## Tvůrce armád (/army build)

# Název armády nechte v uvozovkách („…“, “…” nebo « … »).
builder-heading = Sestavujete armádu „{ $name }“. Vyberte Vůdce a pak barvu po barvě typ Vojáka a jeho počet; nakonec Uložit.
builder-full = Úplná armáda: připravena k uložení.
builder-light = Armáda pro Lehký zápas: připravena k uložení.
builder-not-ready = Ještě není připravena: { $reason }.
builder-leader = Vůdce: { $unit }
# $colour: blue, green, red, yellow nebo purple.
builder-editing = Upravujete barvu: { $colour ->
        [blue] modrá
        [green] zelená
        [red] červená
        [yellow] žlutá
       *[purple] fialová
    } — vyberte jinou barvu
builder-edit = Upravit: { $colour ->
        [blue] modrá
        [green] zelená
        [red] červená
        [yellow] žlutá
       *[purple] fialová
    }
builder-soldier = { $colour ->
        [blue] Modrý
        [green] Zelený
        [red] Červený
        [yellow] Žlutý
       *[purple] Fialový
    } Voják: { $unit }
builder-soldier-none = { $colour ->
        [blue] Modrý
        [green] Zelený
        [red] Červený
        [yellow] Žlutý
       *[purple] Fialový
    } Voják: žádný
builder-no-soldier = Žádný { $colour ->
        [blue] modrý
        [green] zelený
        [red] červený
        [yellow] žlutý
       *[purple] fialový
    } Voják
builder-count = Počet ({ $colour ->
        [blue] modrá
        [green] zelená
        [red] červená
        [yellow] žlutá
       *[purple] fialová
    }): { $count }
builder-count-none = Počet ({ $colour ->
        [blue] modrá
        [green] zelená
        [red] červená
        [yellow] žlutá
       *[purple] fialová
    }): nejprve vyberte Vojáka
builder-count-option = { $count } × { $colour ->
        [blue] modrá
        [green] zelená
        [red] červená
        [yellow] žlutá
       *[purple] fialová
    }
builder-save = Uložit „{ $name }“

## Příkazy lomítka: odpovědi

command-unreadable-options = Nepodařilo se mi přečíst volby tohoto příkazu; nic se nezměnilo. Zadejte prosím příkaz znovu.
command-not-a-duration = „{ $text }“ není doba trvání: zapište ji například jako { $examples }.
command-no-match-here = V tomto kanálu nemáte žádný probíhající zápas.
pings-set = Zmínky pro zápas #{ $match_id } jsou { $on ->
    [on] zapnuté
   *[off] vypnuté (vaše jméno se dál zobrazuje)
}.
vacation-started = Užijte si ji! Vaše hodiny stojí do <t:{ $time }:f>. Zbývající dny dovolené pro letošek: { $days }.
resign-confirm = Vzdát zápas #{ $match_id }? Tento krok nelze vrátit.
button-resign = Vzdát se
command-no-match-in-channel = V tomto kanálu neprobíhá žádný zápas.
armies-none = Nemáte žádné uložené armády. Uložte si nějakou pomocí /army save (název a předvolba nebo text armády).
# $light: yes nebo no.
armies-line = **{ $name }**{ $light ->
    [yes] {" "}(Lehký zápas)
   *[no] {""}
}: Vůdce { $leader }, { $soldiers }
armies-title = Vaše uložené armády
armies-no-such = Nemáte žádnou uloženou armádu s názvem „{ $name }“. Své armády zobrazíte pomocí /army list.
armies-deleted = Vaše armáda „{ $name }“ byla smazána.
# $scope: server nebo global.
leaderboard-title = Žebříček · { $scope ->
    [server] tento server
   *[global] všechny servery
}
challenge-not-a-bot = Nemůžete vyzvat bota. Vyzvěte raději člověka.
challenge-people-only = Místo mohou obsadit jen lidé (nebo tento bot).

# $level: easy, normal nebo hard.
level-name = { $level ->
    [easy] snadná
    [hard] těžká
   *[normal] normální
}
# $mode: duel nebo teams.
practice-started = { $mode ->
    [teams] { $player } zahajuje týmový tréninkový zápas #{ $match_id }: { $player } (A) a vestavěný spoluhráč (C) proti dvěma vestavěným soupeřům (B, D), úroveň všech: { $level }. Spoluhráči smějí mluvit jen před bitvou.
    [free-for-all] { $player } zahajuje tréninkový zápas #{ $match_id }, každý sám za sebe proti vestavěným soupeřům (úroveň: { $level }).
   *[duel] { $player } zahajuje tréninkový zápas #{ $match_id } proti vestavěnému soupeři (úroveň: { $level }).
}
games-none = Nemáte žádný probíhající zápas. Začněte nějaký pomocí /challenge.
# $whose: mine, theirs nebo over.
games-line = #{ $match_id } vs { $opponent } · tah { $turn } · { $whose ->
    [mine] **jste na tahu**
    [theirs] na tahu je soupeř
   *[over] skončeno
}
games-move-due = tah je třeba odehrát <t:{ $time }:R>
games-window-closes = okno se zavře <t:{ $time }:R>
games-board-link = [deska]({ $link })
games-title = Vaše probíhající zápasy
history-none = Zatím nemáte žádný dokončený zápas.
# $won: yes nebo no; $condition jako v outcome-win.
history-result = { $won ->
    [yes] **výhra**
   *[no] prohra
} { $condition ->
    [execution] popravou
    [development] rozvojem
    [collapse] zhroucením
    [end_of_war] na konci války
    [resignation] vzdáním
   *[timeout] vypršením času
}
history-draw = remíza
history-abandoned = nedohráno
history-line = #{ $match_id } vs { $opponent } · { $result } · <t:{ $time }:d>
history-title = Vaše dokončené zápasy
export-message = Záznam zápasu #{ $match_id }: jeho příprava a { $actions } { $actions ->
    [one] akce
    [few] akce
    [many] akce
   *[other] akcí
} s časy. Přehrajte si ho pomocí `invictus replay invictus-match-{ $match_id }.json`.
export-description = Záznam zápasu Invictus #{ $match_id }

## Referenční texty: /rules a /help

rules-title = Pravidla · { $title }
rules-footer = /rules topic:… pro další témata · /card name:… pro kartu
rules-topics = Témata: { $topics }.
card-unknown = Žádná karta se nejmenuje „{ $name }“. Začněte psát a vyberte jednu ze seznamu.
rules-overview-title = Přehled
rules-overview-text = Dva hráči, každý s armádou 20 Vojáků a Vůdcem (Lehký zápas: 10 a Vůdce). Bojiště 2×3 pole na hráče (přední řada F1–F3, zadní řada B1–B3; zadní pole lze obsadit, jen když je obsazené přední pole jeho sloupce). Vítězí se zabitím nebo zajetím nepřátelského Vůdce (poprava), větším počtem občanů než soupeř ve 4 barvách (rozvoj), když soupeř nemůže odvést 2 jednotky (zhroucení), nebo na konci války, když jsou oba dobírací balíčky prázdné.
rules-setup-title = Příprava
rules-setup-text = Každý hráč si dobere 3 Vojáky (v týmovém režimu 2) a smí je jednou vyměnit za jiné (mulligan), aniž zná volbu soupeře; pak se do ruky přidá Vůdce a vylosuje se první hráč (R7, R8). Poté, počínaje prvním hráčem: jednotka na přední pole, jednotka do zálohy (bez účinku), Voják do království.
rules-turn-title = Tah
rules-turn-text = Narovnejte své jednotky a doberte si. Pak jedna akce: Verbování (jednotka nejvíc vlevo v záloze, nebo jednotka z ruky, je-li záloha prázdná, na pole), nebo Útok (každá svislá jednotka smí zaútočit jednou a pak se sklopí). Podpory lze hrát před akcí i po ní. Jednou za tah smíte poslat Vojáka z ruky do království. Ukončete tah; máte-li v ruce 6 a více karet, posílejte Vojáky do království, dokud vám jich nezůstane 5.
rules-attack-title = Útoky
rules-attack-text = Jednotka útočí na nepřátelskou jednotku ve svém dosahu (hloubka a posun od svého pole). Útok přesně rovný životům nezraněného cíle ho zajme (do vašeho království); jinak útok alespoň rovný zbývajícím životům cíl zabije (na hřbitov); jinak poškození zůstává do konce tahu (R17). Útok C zajme Vojáka a Vůdci způsobí 1 poškození (R18). Zadní jednotka postoupí dopředu, když se pole před ní uvolní.
rules-supports-title = Podpory
rules-supports-text = Zahrajte jednotku z ruky do své zálohy (je-li tam místo) kvůli účinku její podpory. Některé podpory jsou reakce: hrají se v reakčním okně proti útoku nebo podpoře. Zrušená podpora zůstává v záloze bez účinku.
rules-reactions-title = Reakční okna
rules-reactions-text = Když lze na útok nebo podporu odpovědět, jejich cíl dostane reakční okno: bot zveřejní výzvu s tlačítky Reagovat a Pas. Reagovat vám soukromě ukáže, co můžete zahrát; vyprší-li čas, bot za vás pasuje. Okno se nabízí vždy, když je reakce možná podle veřejných informací, takže nabídnuté okno nikdy neprozradí, co máte v ruce.
rules-teams-title = Týmový režim (4 hráči)
rules-teams-text = Dva týmy po dvou: A a C proti B a D (R32–R44). Tahy jdou v pořadí A, B, C, D (B, A, D, C, když los určí, že začíná tým 2). Každý tým sdílí jedno bojiště, jednu zálohu a jeden hřbitov; každý hráč má vlastní ruku, dobírací balíček, království a Vůdce. Příprava: každý 2 Vojáky (jeden mulligan), pak A a B umístí jednotku do své přední řady, C a D do své zálohy a všichni čtyři Vojáka do svého království. Na svém tahu ovládáte všechny jednotky svého týmu. Na aktivního hráče smí reagovat jen následující hráč. Zajatý Voják jde do království útočníka. Tým prohrává, když padne kterýkoli z jeho Vůdců, nebo když nemůže odvádět; rozvoj porovnává království v párech, A s B a C s D. Spoluhráči smějí probírat strategii jen před bitvou, nikdy během ní: vaše ruka zůstává soukromá, i před spoluhráčem. Hrajte pomocí /teams nebo /practice mode:Týmy.
rules-rulings-title = Výklady pravidel
rules-rulings-text = Kde je pravidlová kniha nejednoznačná, bot se řídí výklady R1–R44 a domácími pravidly H1–H21 popsanými v docs/rulings.md projektu (např. R23: okna se nabízejí jen podle veřejných informací).
help = **Invictus** — taktická karetní hra pro dva hráče (nebo čtyři, ve dvojčlenných týmech), hraná přímo tady.
    • `/challenge opponent:@someone` — navrhnout zápas (volitelně: armáda, varianta, reakční okno). Soupeř přijme tlačítkem.
    • `/teams partner:@… opponent:@… opponent2:@…` — týmový zápas ve čtyřech; všichni tři pozvaní přijmou, každý se svou armádou.
    • `/practice` — hrát proti vestavěnému soupeři (úrovně Snadná, Normální, Těžká; `mode:Týmy` vám dá vestavěného spoluhráče proti dvěma soupeřům), nebo vyzvat přímo bota.
    • Na desce vám **Moje ruka** soukromě ukáže vaše karty a to, co můžete udělat.
    • Reakční okna vás zmíní s tlačítky **Reagovat** / **Pas**; vyprší-li čas, bot za vás pasuje.
    • `/board` — znovu zveřejnit desku · `/resign` — vzdát zápas v tomto kanálu
    • `/games` — vaše probíhající zápasy · `/history` — vaše dokončené zápasy
    • `/orders` — odpovídat za vás v reakčních oknech (vždy pasovat, nebo chránit Vůdce) · `/pings` — zmínky zapnout či vypnout
    • `/vacation days:…` — na čas zastavit vaše hodiny ve všech zápasech
    • `/settings language` — jazyk vašich odpovědí, nebo (správci) veřejných zpráv tohoto serveru
    • `/card name:…` — hodnoty a podpora karty · `/rules topic:…` — pravidla ve zkratce

## /settings

settings-unknown-language = „{ $text }“ není jazyk, kterým bot mluví: zvolte { $known } nebo auto.
settings-mine = Jazyk vašich odpovědí je nyní: { $language }.
settings-mine-auto = Vaše odpovědi se nyní řídí jazykem vašeho Discordu.
settings-server-only = Jazyk serveru se nastavuje na serveru.
settings-managers-only = Jazyk serveru mohou nastavit jen členové, kteří smějí server spravovat; váš vlastní jazyk nastaví /settings language scope:Já.
settings-server = Jazyk veřejných zpráv tohoto serveru (desky, zmínky, výzvy, výsledky) je nyní: { $language }.
settings-server-auto = Veřejné zprávy tohoto serveru se nyní řídí jeho jazykem na Discordu (nyní: { $language }).

## Příkazy lomítka: popisy a volby (názvy příkazů a voleb zůstávají anglicky)

cmd-challenge-description = Vyzvat někoho k zápasu Invictus.
cmd-challenge-opponent-description = S kým hrát
cmd-challenge-army-description = Vaše armáda: předvolba (king, shogun, …), uložená armáda nebo text armády
cmd-challenge-variant-description = Standardní, Lehký zápas, nebo handicap pro vás
cmd-challenge-variant-choice-0 = Standardní
cmd-challenge-variant-choice-1 = Lehký zápas (10 Vojáků)
cmd-challenge-variant-choice-2 = Handicap Zkušený (vaše záloha: 4)
cmd-challenge-variant-choice-3 = Handicap Mistr (vaše záloha: 3)
cmd-challenge-variant-choice-4 = Handicap King (vaše záloha: 2)
cmd-challenge-variant-choice-5 = Handicap Invictus (vaše záloha: 1)
cmd-challenge-reaction_window-description = Čas na odpověď v reakčním okně, např. 90s nebo 5m
cmd-challenge-turn_time-description = Čas každého hráče na jeden tah, např. 24h nebo 3days
cmd-teams-description = Vyzvat tři lidi k týmovému zápasu: vy a váš spoluhráč proti dvěma soupeřům.
cmd-teams-partner-description = Váš spoluhráč (místo C)
cmd-teams-opponent-description = První soupeř (místo B)
cmd-teams-opponent2-description = Druhý soupeř (místo D)
cmd-teams-army-description = Vaše armáda: předvolba (king, shogun, …), uložená armáda nebo text armády
cmd-teams-variant-description = Standardní, Lehký zápas, nebo handicap pro váš tým
cmd-teams-variant-choice-0 = Standardní
cmd-teams-variant-choice-1 = Lehký zápas (10 Vojáků)
cmd-teams-variant-choice-2 = Handicap Zkušený (vaše záloha: 4)
cmd-teams-variant-choice-3 = Handicap Mistr (vaše záloha: 3)
cmd-teams-variant-choice-4 = Handicap King (vaše záloha: 2)
cmd-teams-variant-choice-5 = Handicap Invictus (vaše záloha: 1)
cmd-teams-reaction_window-description = Čas na odpověď v reakčním okně, např. 90s nebo 5m
cmd-teams-turn_time-description = Čas každého hráče na jeden tah, např. 24h nebo 3days
cmd-practice-description = Odehrát v tomto kanálu tréninkový zápas proti vestavěnému soupeři.
cmd-practice-army-description = Vaše armáda: předvolba, uložená armáda nebo text armády
cmd-practice-vs-description = Armáda AI (výchozí: stejná jako vaše): předvolba, uložená armáda nebo text armády
cmd-practice-level-description = Jak silně AI hraje (výchozí: Normální)
cmd-practice-level-choice-0 = Snadná
cmd-practice-level-choice-1 = Normální
cmd-practice-level-choice-2 = Těžká
cmd-practice-mode-description = Duel (výchozí), nebo týmový režim pro 4 hráče
cmd-practice-mode-choice-0 = Duel
cmd-practice-mode-choice-1 = Týmy (vy a spoluhráč AI proti dvěma AI)
cmd-practice-game-description = Která hra (výchozí Invictus)
cmd-practice-game-choice-0 = Invictus
cmd-practice-game-choice-1 = Tactica
cmd-practice-map-description = Tactica: mapa (výchozí 3 hrady)
cmd-practice-map-choice-0 = 3 hrady (2 nebo 3 hráči)
cmd-practice-map-choice-1 = 4 hrady (4 hráči)
cmd-practice-map-choice-2 = 6 hradů (3 až 6 hráčů)
cmd-practice-players-description = Tactica: kolik hráčů včetně vás (výchozí 2, na mapě se 4 hrady 4)
cmd-practice-empire-description = Tactica: vaše říše, nebo draft (výchozí: bez říší)
practice-tactica-draft = draft
practice-tactica-no-army = Armády a týmový režim patří k Invictu; trénink Tacticy bere mapu, počet hráčů, úroveň a říši.
practice-invictus-no-map = Mapa, počet hráčů a říše jsou volby Tacticy: přidejte game:Tactica.
cmd-resign-description = Vzdát váš zápas v tomto kanálu (s potvrzením).
cmd-board-description = Znovu zveřejnit desku zápasu v tomto kanálu.
cmd-games-description = Vaše probíhající zápasy: soupeř, kdo je na tahu, a odkaz na každou desku.
cmd-history-description = Vaše dokončené zápasy a jejich výsledky.
cmd-export-description = Poslat si záznam dokončeného zápasu jako soubor (ve formátu, který čte `invictus replay`).
cmd-export-match-description = Číslo zápasu (výchozí: váš poslední dokončený zápas)
cmd-profile-description = Hodnocení, bilance, série, armády a poslední zápasy hráče.
cmd-profile-user-description = Čí profil (výchozí: váš)
cmd-leaderboard-description = Nejlepší hodnocení tohoto serveru nebo všech serverů a vaše umístění.
cmd-leaderboard-scope-description = Tento server (výchozí), nebo všechny servery
cmd-leaderboard-scope-choice-0 = Tento server
cmd-leaderboard-scope-choice-1 = Všechny servery
cmd-orders-description = Nastavit trvalý pokyn pro reakční okna v zápase v tomto kanálu.
cmd-orders-order-description = Co bot udělá, když můžete reagovat
cmd-orders-order-choice-0 = Zeptat se mě (výchozí)
cmd-orders-order-choice-1 = Na reakce vždy pasovat
cmd-orders-order-choice-2 = Zastavit útoky na mého Vůdce kartou typu Guardian, když to jde
cmd-pings-description = Zapnout nebo vypnout zmínky od bota pro vás v zápase v tomto kanálu.
cmd-pings-on-description = Zda vás bot smí v tomto zápase zmiňovat
cmd-vacation-description = Vzít si dovolenou: vaše hodiny se zastaví ve všech zápasech (roční příděl).
cmd-vacation-days-description = Kolik dní
cmd-army-description = Vaše uložené armády: uložit pod názvem, vypsat, zobrazit nebo smazat.
cmd-army-save-description = Uložit armádu pod názvem (předvolba nebo text armády, plná nebo pro Lehký zápas).
cmd-army-save-name-description = Název armády, např. „shogun rush“
cmd-army-save-army-description = Předvolba nebo text armády: leader=shogun blue=samurai:4 green=guardian:4 …
cmd-army-build-description = Sestavit armádu z nabídek, průběžně vidět její hodnoty a uložit ji pod názvem.
cmd-army-build-name-description = Název armády, např. „shogun rush“
cmd-army-build-from-description = Začít z předvolby, uložené armády nebo textu armády (výchozí: King)
cmd-army-list-description = Vypsat vaše uložené armády.
cmd-army-show-description = Zobrazit jednu z vašich uložených armád s jejími hodnotami.
cmd-army-show-name-description = Název armády
cmd-army-delete-description = Smazat jednu z vašich uložených armád.
cmd-army-delete-name-description = Název armády
cmd-card-description = Zobrazit kartu: její hodnoty, dosah a text podpory.
cmd-card-name-description = Název karty
cmd-rules-description = Pravidla ve zkratce, podle témat.
cmd-rules-topic-description = Téma, například overview, turn nebo rulings (seznam závisí na hře)
cmd-help-description = Jak tady hrát Invictus.
cmd-settings-description = Vaše nastavení.
cmd-settings-language-description = Zvolit jazyk vašich odpovědí, nebo (správci serveru) veřejných zpráv tohoto serveru.
cmd-settings-language-language-description = en, fr, cs, … nebo auto (podle jazyka Discordu)
cmd-settings-language-scope-description = Vaše vlastní odpovědi (výchozí), nebo veřejné zprávy tohoto serveru
cmd-settings-language-scope-choice-0 = Já
cmd-settings-language-scope-choice-1 = Tento server

## Drobná slova

# Dva hráči jmenovaní spolu: tým.
two-names = { $first } a { $second }
# Barva Vojáka; $colour: blue, green, red, yellow nebo purple.
colour-name = { $colour ->
    [blue] modrá
    [green] zelená
    [red] červená
    [yellow] žlutá
   *[purple] fialová
}

## Doby trvání a popisky nabídek

# Doba trvání slovy, jedna zpráva na jednotku; words::duration spojí nenulové jednotky pomocí
# duration-parts: „2 dny 3 hodiny“.
duration-days = { $count ->
    [one] { $count } den
    [few] { $count } dny
    [many] { $count } dne
   *[other] { $count } dní
}
duration-hours = { $count ->
    [one] { $count } hodina
    [few] { $count } hodiny
    [many] { $count } hodiny
   *[other] { $count } hodin
}
duration-minutes = { $count ->
    [one] { $count } minuta
    [few] { $count } minuty
    [many] { $count } minuty
   *[other] { $count } minut
}
duration-seconds = { $count ->
    [one] { $count } sekunda
    [few] { $count } sekundy
    [many] { $count } sekundy
   *[other] { $count } sekund
}
# $first: větší jednotky už vyjádřené slovy; $rest: další jednotka.
duration-parts = { $first } { $rest }
# Položka nabídky skupiny s jedinou volbou: skupina, pak její volba.
menu-group-choice = { $group }: { $choice }

## Obrázek mapy Tacticy (záhlaví, panel hráčů a legenda)

# Záhlaví; $castles je počet hradů mapy.
tactica-picture-title = Tactica · { $castles ->
    [one] { $castles } hrad
    [few] { $castles } hrady
    [many] { $castles } hradu
   *[other] { $castles } hradů
} · kolo { $round } · tah { $turn }
# Barva hráče na obrázku; $colour: red, blue, green, yellow, pink nebo sky.
tactica-picture-colour = { $colour ->
    [red] Červený
    [blue] Modrý
    [green] Zelený
    [yellow] Žlutý
    [pink] Růžový
   *[sky] Blankytný
}
# Stavový řádek; $player je barva (tactica-picture-colour), $players jejich seznam.
tactica-picture-status-castle = ▶ { $player } vybírá hrad
tactica-picture-status-turn = ▶ na tahu je { $player }
tactica-picture-status-window = reakce: { $players }
tactica-picture-status-decision = ▶ { $player } rozhoduje
# $count je počet vítězů.
tactica-picture-status-won = { $count ->
    [one] konec: vyhrál { $players }
    [few] konec: vyhráli { $players }
    [many] konec: vyhráli { $players }
   *[other] konec: vyhráli { $players }
}
tactica-picture-status-over = konec
# Panel hráčů.
tactica-picture-players = Hráči
tactica-picture-deck = balíček { $deck }
tactica-picture-player = { $colour } (hráč { $seat })
tactica-picture-team = tým { $team }
tactica-picture-you = vy
tactica-picture-out = vyřazen
tactica-picture-out-placed = vyřazen · { $place }. místo
tactica-picture-no-castle = { $gold } G · zatím bez hradu
tactica-picture-state = { $gold } G · { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
    [many] { $cards } karty
   *[other] { $cards } karet
} · { $castles ->
    [one] { $castles } hrad
    [few] { $castles } hrady
    [many] { $castles } hradu
   *[other] { $castles } hradů
}
# Legenda: druhy polí a značky.
tactica-picture-terrain = { $terrain ->
    [basic] Obyčejné
    [citadel] Citadela
    [keep] Podhradí
    [desert] Poušť
    [temple] Chrám
    [mountains] Hory
    [port_centre] Přístav
    [docks] Doky
   *[village] Vesnice
}
tactica-picture-sign-wagon = vůz
tactica-picture-sign-rests = odpočívá (z)
tactica-picture-sign-done = v tomto tahu už skončila
tactica-picture-sign-plundered = vypleněn
tactica-picture-sign-last-move = poslední tah
tactica-picture-sign-mountain-token = horský žeton

## Tactica texts (board, actions, events)

# Typy jednotek Tactiky a Bojový vůz podle svého identifikátoru v assets/tactica/ruleset.toml
# (české názvy podle lexikonu 4.4); typ přidaný opravenými pravidly si ponechá jméno ze svého
# souboru ($name). Jména jednotek a karet stojí ve větách v 1. pádě (za dvojtečkou, v závorce,
# za slovem „jednotka“ či „karta“).
tactica-unit = { $unit ->
    [peasant] Rolník
    [light_infantry] Lehká pěchota
    [heavy_infantry] Těžká pěchota
    [archer] Lučištník
    [light_cavalry] Lehká jízda
    [heavy_cavalry] Těžká jízda
    [wagon] Bojový vůz
    [qaraddu] Qaraddu
    [captain] Kapitán
    [architect] Architekt
    [heavy_chariot] Těžký válečný vůz
    [lydian_cavalry] Lýdská jízda
    [magi] Mág
    [cavalry_archer] Jízdní lučištník
    [immortal] Nesmrtelný
    [amazon] Amazonka
    [gilgamesh] Gilgameš
   *[other] { $name }
}
# Karty Akce Tactiky podle svého identifikátoru v assets/tactica/ruleset.toml.
tactica-card = { $card ->
    [heroic_defense] Hrdinná obrana
    [more_heroic_defense] Hrdinnější obrana
    [surprising_attack] Překvapivý útok
    [more_surprising_attack] Překvapivější útok
    [poisoned_blade] Otrávená čepel
    [reinforcements] Posily
    [forced_march] Nucený pochod
    [fresh_horses] Čerství koně
    [intelligence] Zpravodajství
    [swords_to_ploughs] Meče v radlice
    [reflex] Reflex
    [intuition] Intuice
   *[other] { $name }
}
# Mapy Tactiky podle svého identifikátoru v assets/tactica/maps.
tactica-map = { $map ->
    [tactica-3p] Malá mapa: 3 hrady (rozložení podle pravidel 3.7 a vesnice)
    [tactica-4p] 4 hrady (navrženo pro invictus)
    [tactica-6p] Velká mapa: 6 hradů (rozložení podle pravidel 3.7 a vesnice)
   *[other] { $name }
}
tactica-text-unit-tier = { $unit } úrovně { $tier }
# Místo podle čísla, počítáno od 1.
tactica-text-seat = Hráč { $seat }
tactica-text-a-unit = nějaká jednotka
tactica-text-unit = jednotka
# Co stojí na poli; $you je „yes“, když patří čtenáři.
tactica-text-occupant = { $you ->
    [yes] vaše jednotka { $unit }
   *[other] { $unit } hráče { $seat }
}
tactica-text-occupant-wagon = { $you ->
    [yes] váš prázdný { $wagon }
   *[other] prázdný { $wagon } hráče { $seat }
}
tactica-text-on-field = { $field } ({ $what })
tactica-text-path = { $from } → { $to }
tactica-text-path-via = { $from } → { $to } (přes { $via })

# Mapa jako text; kódy (k, d, T, M, P, D, V, [1], 1LI) jsou značky mapy, stejné ve všech jazycích.
tactica-text-map-legend-fields = Prázdné pole ukazuje číslo svého sloupce (řada F, pole 7 je F7): samotné číslo je obyčejné pole; k tvrz, d poušť, T Chrám, M hory, P centrum přístavu, D doky, V vesnice.
tactica-text-map-legend-marks = [1] hrad hráče 1 ([-] neutrální, * vypleněný); 1LI jednotka hráče 1 (+ na svém voze); 1{ $code } prázdný { $wagon }.
tactica-text-units-title = Jednotky:
tactica-text-units-owner = Hráč { $seat }:
tactica-text-unit-stats = Ú{ $attack } O{ $defense }
tactica-text-unit-range = dostřel { $range }
tactica-text-unit-on-wagon = řídí { $wagon }
tactica-text-unit-mountain = horský žeton
tactica-text-unit-fatigued = únava z verbování
tactica-text-unit-done = pro tento tah hotovo
tactica-text-unit-moves = { $moves ->
    [one] zbývá { $moves } pohyb
    [few] zbývají { $moves } pohyby
    [many] zbývá { $moves } pohybu
   *[other] zbývá { $moves } pohybů
}
tactica-text-unit-moves-wagon = { $moves ->
    [one] zbývá { $moves } pohyb
    [few] zbývají { $moves } pohyby
    [many] zbývá { $moves } pohybu
   *[other] zbývá { $moves } pohybů
} (+{ $wagon_moves } s vozem)
tactica-text-unit-fought = boj už proběhl
tactica-text-empty-wagon = prázdný { $wagon }
tactica-text-no-units = Na mapě zatím nejsou žádné jednotky.
tactica-text-deck = Balíček: { $deck ->
    [one] { $deck } karta
    [few] { $deck } karty
    [many] { $deck } karty
   *[other] { $deck } karet
} · odhazovací balíček: { $discard }
tactica-text-deck-top = Balíček: { $deck ->
    [one] { $deck } karta
    [few] { $deck } karty
    [many] { $deck } karty
   *[other] { $deck } karet
} · odhazovací balíček: { $discard } (navrchu: { $card })
tactica-text-last-move = Poslední tah: { $from } → { $to }

# Hráči
tactica-text-round = Kolo { $round }, tah { $turn } · pořadí tahů: { $order }
tactica-text-player = { $you ->
    [yes] Hráč { $seat } (vy, { $colour })
   *[other] Hráč { $seat } ({ $colour })
}: { $gold } G · { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
    [many] { $cards } karty
   *[other] { $cards } karet
} · { $castles ->
    [one] { $castles } hrad
    [few] { $castles } hrady
    [many] { $castles } hradu
   *[other] { $castles } hradů
} · { $ports ->
    [one] { $ports } přístav
    [few] { $ports } přístavy
    [many] { $ports } přístavu
   *[other] { $ports } přístavů
}
tactica-text-player-temple = Chrám
tactica-text-player-allies = spojenci: { $players }
tactica-text-player-out = mimo zápas
tactica-text-player-on-turn = na tahu
tactica-text-alliance = aliance ({ $players })
tactica-text-no-cards = žádné
tactica-text-hand = Vaše ruka ({ $count }): { $cards }
tactica-text-seen-hand = V tahu { $turn } jste viděli ruku hráče { $seat }: { $cards }
tactica-text-seen-peek = V tahu { $turn } jste viděli vrchní kartu balíčku: { $card }

# Zásobník, boj a rozhodnutí
tactica-text-stack-title = Zásobník (jako první se vyhodnotí vrchní položka):
tactica-text-stack-item = Hráč { $seat }: { $what }
tactica-text-stack-move = přesun jednotky { $unit } { $path }
tactica-text-stack-enter-combat = Vstup do boje
tactica-text-stack-combat = Boj
tactica-text-stack-recruit = verbování jednotky { $unit } na { $field }
tactica-text-stack-buy = nákup karty Akce
tactica-text-stack-conquest = dobytí hradu { $castle }: { $side }
tactica-text-stack-end-of-turn = konec tahu
tactica-text-stack-passing = Předání tahu
tactica-text-stack-draw = Líznutí odložené kvůli plné ruce (karet: { $draws })
tactica-text-card-on = { $card } na { $target }
tactica-text-card-push = { $card }: odsunout { $target } na { $to }
tactica-text-card-reinforce = { $card }: ústup z { $target } na { $to }
tactica-text-card-reinforce-replaced = { $card }: ústup z { $target } na { $to }, místo zaujme { $unit }
tactica-text-card-on-player = { $card } na hráče { $seat }
tactica-text-card-cancel = { $card }: zrušit kartu { $cancelled } hráče { $seat }
tactica-text-card-cancel-unknown = { $card }: zrušit kartu na zásobníku
tactica-text-combat = Boj: { $attacker } z { $from } { $ranged ->
    [yes] střílí
   *[other] útočí
} na { $to } ({ $defender })
tactica-text-combat-attacker = útočník { $bonuses }
tactica-text-combat-defender = obránce { $bonuses }
tactica-text-bonus-attack = { $bonus } Ú
tactica-text-bonus-defense = { $bonus } O
tactica-text-bonus-poisoned = otrávená čepel
tactica-text-bonus-reflex = Reflex
tactica-text-must-decide = Hráč { $seat } se musí rozhodnout: { $decision }
tactica-text-decide-discard-to-draw = zahrát nebo odhodit kartu a uvolnit místo (zbývá líznout: { $draws })
tactica-text-decide-intelligence = ukrást hráči { $seat } { $gold } G, nebo ho donutit odhodit kartu
tactica-text-decide-discard-chosen = odhodit kartu podle vlastní volby
tactica-text-decide-peasant = jednotka { $peasant } zdarma za jednotku ztracenou na { $field }
tactica-text-decide-port-fee = zaplatit přístavní poplatek { $fee } G na { $field }, nebo se vrátit na { $back }
tactica-text-decide-peek = nechat prohlédnutou kartu navrchu balíčku, nebo ji dát dospod
tactica-text-decide-give-castle = komu z { $side } připadne hrad { $castle }
tactica-text-decide-ban = kterou říši z draftu vyřadit (T7)
tactica-text-decide-pick = za kterou říši hrát (T7)

# Akce, jak je vybírá jejich hráč
tactica-text-action-castle = Vybrat hrad { $castle } (Citadela { $citadel })
tactica-text-action-castle-unknown = Vybrat hrad { $castle }
tactica-text-action-move = Přesun: { $unit } { $path }
tactica-text-action-move-leaving = Přesun: { $unit } { $path }, s výstupem z vozu
tactica-text-action-move-wagon = Přesun: { $unit } { $path }, řídí { $wagon }
tactica-text-action-attack = { $ranged ->
    [yes] Střelba
   *[other] Útok
} na { $target } ({ $occupant }): { $unit } z { $from }
tactica-text-action-attack-field = { $ranged ->
    [yes] Střelba
   *[other] Útok
} na { $target }: { $unit } z { $from }
tactica-text-action-recruit = Naverbovat jednotku { $unit } na { $field } za { $cost } G
tactica-text-action-recruit-docks = Naverbovat jednotku { $unit } v docích { $field } za { $cost } G
tactica-text-action-buy = Koupit kartu Akce za { $price } G
tactica-text-action-play = Zahrát kartu { $card }
tactica-text-action-peek-temple = Podívat se na vrchní kartu balíčku (Chrám)
tactica-text-action-end-turn = Ukončit tah
tactica-text-action-pass = Pasovat
tactica-text-action-surrender = Vzdát se
tactica-text-action-conclude = Ukončit zápas na body (nehraje v něm už žádný člověk)
tactica-text-action-discard = Odhodit kartu { $card }
tactica-text-action-steal = Ukrást hráči { $seat } { $gold } G
tactica-text-action-steal-them = Ukrást mu { $gold } G
tactica-text-action-force-discard = Donutit hráče { $seat } odhodit kartu
tactica-text-action-force-discard-them = Donutit ho odhodit kartu
tactica-text-action-peasant-place = Umístit jednotku { $peasant } zdarma na { $field }
tactica-text-action-peasant-move = Přesunout svou jednotku { $peasant } z { $from } na { $to }
tactica-text-action-peasant-none = Bez jednotky { $peasant }
tactica-text-action-pay-fee = Zaplatit přístavní poplatek { $fee } G
tactica-text-action-refuse-fee-back = Nezaplatit: vrátit se na { $field }
tactica-text-action-refuse-fee = Nezaplatit přístavní poplatek
tactica-text-action-peek-bottom = Dát kartu dospod balíčku
tactica-text-action-peek-top = Nechat kartu navrchu balíčku
tactica-text-action-give-castle = Dát hrad hráči { $seat }
tactica-text-action-ban = Vyřadit: { $empire }
tactica-text-action-pick = Hrát za: { $empire }
tactica-text-action-pick-cheaper = Hrát za: { $empire }, { $unit } o 1 zlatý levněji

# Proč pravidla akci odmítla
tactica-text-refused-over = Zápas skončil.
tactica-text-refused-no-seat = V tomto zápase není žádný Hráč { $seat }.
tactica-text-refused-eliminated = Tento hráč už je mimo zápas.
tactica-text-refused-not-your-move = Nejste na tahu.
tactica-text-refused-stale = Tato volba patří k dřívějšímu stavu zápasu; podívejte se znovu.
tactica-text-refused-path = Tento pohyb není možný: { $why ->
    [empty] cesta je prázdná
    [not_adjacent] každý krok musí vést na sousední pole
    [blocked] cesta vede přes obsazené pole, Citadelu nebo okraj mapy
    [too_far] jednotce na tuto cestu nestačí pohybové body
    [must_stop] jednotka musí po vstupu do Pouště zastavit (T31)
    [cannot_leave] výstup z vozu stojí jeden vlastní pohybový bod řidiče (T50)
    [cannot_board] do tohoto vozu smí nastoupit jen odpočatá pěchota jeho majitele, které ještě zbývá pohyb (T49)
   *[wagon_fatigued] vůz naverbovaný v tomto tahu se nemůže pohnout; jeho řidič z něj smí jen vystoupit (T53)
}.
tactica-text-refused-not-legal = To teď není možné.

# Události, jak je může vidět jejich čtenář; $you je „yes“, když je hráč čtenářem.
tactica-text-event-turn = — Kolo { $round }, tah { $turn }: na tahu je Hráč { $seat } —
tactica-text-event-castle-chosen = { $you ->
    [yes] Vybrali jste si
   *[other] Hráč { $seat } si vybral
} hrad { $castle }.
tactica-text-event-empire-banned = { $you ->
    [yes] Vyřadili jste
   *[other] Hráč { $seat } vyřadil
} říši { $empire }.
tactica-text-event-empire-picked = { $you ->
    [yes] Vybrali jste si
   *[other] Hráč { $seat } si vybral
} říši { $empire }.
tactica-text-event-empire-picked-cheaper = { $you ->
    [yes] Vybrali jste si
   *[other] Hráč { $seat } si vybral
} říši { $empire }, { $unit } o 1 zlatý levněji.
tactica-text-event-move-announced = { $you ->
    [yes] Ohlásili jste
   *[other] Hráč { $seat } ohlásil
} přesun: { $unit } { $path }.
tactica-text-event-attack-announced = { $you ->
    [yes] Ohlásili jste
   *[other] Hráč { $seat } ohlásil
} útok: { $unit } na { $from } útočí na { $target }.
tactica-text-event-moved = Přesun { $you ->
    [yes] vaší jednotky
   *[other] jednotky hráče { $seat }
}: { $unit } z { $from } na { $to }{ $boarded ->
    [yes] , s nástupem do vozu
   *[other] {""}
}{ $left ->
    [yes] , vůz zůstal stát
   *[other] {""}
}.
tactica-text-event-fizzled = { $you ->
    [yes] Vaše akce
   *[other] Akce hráče { $seat }
} vyšla naprázdno.
tactica-text-event-recruited = { $you ->
    [yes] Naverbovali jste
   *[other] Hráč { $seat } naverboval
} jednotku { $unit } na { $field } za { $cost } G.
tactica-text-event-card-bought = { $you ->
    [yes] Koupili jste
   *[other] Hráč { $seat } koupil
} kartu Akce za { $price } G.
tactica-text-event-card-drawn = { $you ->
    [yes] Vzali jste si
   *[other] Hráč { $seat } si vzal
} kartu { $card }.
tactica-text-event-card-drawn-hidden = { $you ->
    [yes] Vzali jste si
   *[other] Hráč { $seat } si vzal
} kartu.
tactica-text-event-reshuffled = Odhazovací balíček ({ $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
    [many] { $cards } karty
   *[other] { $cards } karet
}) byl zamíchán do nového balíčku.
tactica-text-event-card-played = { $you ->
    [yes] Zahráli jste
   *[other] Hráč { $seat } zahrál
} kartu { $card }.
tactica-text-event-card-resolved = { $you ->
    [yes] Vaše karta { $card }
   *[other] Karta { $card } hráče { $seat }
} vstoupila v platnost.
tactica-text-event-card-cancelled = { $you ->
    [yes] Vaše karta { $card }
   *[other] Karta { $card } hráče { $seat }
} neměla žádný účinek.
tactica-text-event-card-discarded = { $you ->
    [yes] Odhodili jste
   *[other] Hráč { $seat } odhodil
} kartu { $card }.
tactica-text-event-combat = Boj: { $unit } z { $from } { $ranged ->
    [yes] střílí
   *[other] útočí
} na { $to } ({ $target }).
tactica-text-event-combat-cancelled = Boj mezi { $from } a { $to } byl odvolán.
tactica-text-event-damage = { $unit } na { $from } způsobuje jednotce na { $to } poškození { $amount }.
tactica-text-event-unit-destroyed = { $you ->
    [yes] Vaše jednotka { $unit }
   *[other] Jednotka { $unit } hráče { $seat }
} na { $field } byla zničena.
tactica-text-event-wagon-destroyed = { $you ->
    [yes] Váš { $wagon }
   *[other] { $wagon } hráče { $seat }
} na { $field } byl zničen.
tactica-text-event-advanced = Postup: { $unit } z { $from } na { $to }.
tactica-text-event-mountain-token = Jednotka na { $field } získala horský žeton.
tactica-text-event-looted = { $you ->
    [yes] Vyplenili jste vesnici { $field } a získali
   *[other] Hráč { $seat } vyplenil vesnici { $field } a získal
} { $gold } G.
tactica-text-event-looted-from = { $you ->
    [yes] Vyplenili jste vesnici { $field } a získali
   *[other] Hráč { $seat } vyplenil vesnici { $field } a získal
} { $gold } G od hráče { $victim }.
tactica-text-event-port-fee = { $you ->
    [yes] Zaplatili jste
   *[other] Hráč { $seat } zaplatil
} přístavní poplatek { $gold } G na { $field }.
tactica-text-event-turned-back = Jednotka z { $from } se vrátila na { $to }.
tactica-text-event-port-fee-unpaid = { $you ->
    [yes] Nemohli jste
   *[other] Hráč { $seat } nemohl
} zaplatit přístavní poplatek { $gold } G na { $field }: jednotka se vrátila na { $back } a její pohyby zůstávají spotřebované.
tactica-text-event-conquest-announced = Hráč { $seat } dobývá hrad { $castle }.
tactica-text-event-conquest-failed = Dobývání hradu { $castle } selhalo.
tactica-text-event-conquered = { $you ->
    [yes] Dobyli jste
   *[other] Hráč { $seat } dobyl
} hrad { $castle }.
tactica-text-event-conquered-from = { $you ->
    [yes] Dobyli jste
   *[other] Hráč { $seat } dobyl
} hrad { $castle } hráče { $victim }.
tactica-text-event-conquered-gold = { $you ->
    [yes] Dobyli jste hrad { $castle } a získali
   *[other] Hráč { $seat } dobyl hrad { $castle } a získal
} { $gold } G.
tactica-text-event-conquered-from-gold = { $you ->
    [yes] Dobyli jste hrad { $castle } hráče { $victim } a získali
   *[other] Hráč { $seat } dobyl hrad { $castle } hráče { $victim } a získal
} { $gold } G.
tactica-text-event-income = { $you ->
    [yes] Vydělali jste
   *[other] Hráč { $seat } vydělal
} { $gold } G.
tactica-text-event-turn-ended = { $you ->
    [yes] Ukončili jste
   *[other] Hráč { $seat } ukončil
} tah.
tactica-text-event-gold-stolen = { $you ->
    [yes] Ukradli jste
   *[other] Hráč { $seat } ukradl
} hráči { $victim } { $gold } G.
tactica-text-event-hand-revealed = { $you ->
    [yes] Viděli jste
   *[other] Hráč { $seat } viděl
} ruku hráče { $victim }.
tactica-text-event-hand-seen = { $you ->
    [yes] Viděli jste
   *[other] Hráč { $seat } viděl
} ruku hráče { $victim }: { $cards }.
tactica-text-event-peeked = { $you ->
    [yes] Podívali jste se
   *[other] Hráč { $seat } se podíval
} na vrchní kartu balíčku.
tactica-text-event-peeked-card = { $you ->
    [yes] Podívali jste se
   *[other] Hráč { $seat } se podíval
} na vrchní kartu balíčku: { $card }.
tactica-text-event-peek-put = { $you ->
    [yes] Dali jste
   *[other] Hráč { $seat } dal
} kartu { $bottom ->
    [yes] dospod
   *[other] zpět navrch
} balíčku.
tactica-text-event-movement-refreshed = Jednotka na { $field } má zpět své pohyby.
tactica-text-event-surrendered = { $you ->
    [yes] Vzdali jste se.
   *[other] Hráč { $seat } se vzdal.
}
tactica-text-event-eliminated = Hráč { $seat } vypadl ze zápasu ({ $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
} za umístění).
tactica-text-event-game-over = Zápas skončil: { $winners }.

# Výsledek
tactica-text-winners = { $players } { $count ->
    [one] zvítězil
   *[other] zvítězili
} { $reason ->
    [last_standing] jako poslední, kdo zůstal ve hře
    [castle_majority] držením většiny hradů
    [no_person_left] na body, protože v zápase nezůstal žádný člověk
   *[turn_cap] na body po dosažení limitu kol
}
tactica-text-no-winner = nikdo nezvítězil { $reason ->
    [last_standing] jako poslední, kdo zůstal ve hře
    [castle_majority] držením většiny hradů
    [no_person_left] na body, protože v zápase nezůstal žádný člověk
   *[turn_cap] na body po dosažení limitu kol
}
tactica-text-outcome = { $winners }.
tactica-text-score = Hráč { $seat }: { $total ->
    [one] { $total } bod
    [few] { $total } body
    [many] { $total } bodu
   *[other] { $total } bodů
} ({ $placement } za umístění, { $castles } za hrady; drží { $held ->
    [one] { $held } hrad
    [few] { $held } hrady
    [many] { $held } hradu
   *[other] { $held } hradů
})

# Hra v terminálu (invictus play --game tactica, replay a render záznamu Tactiky)
tactica-text-play-kind = { $kind ->
    [you] vy
    [human] člověk
    [greedy] chamtivý
   *[random] náhodný
}
tactica-text-play-seat = Hráč { $seat }: { $kind }
tactica-text-play-cap = po kole { $cap } rozhodnou body
tactica-text-play-no-cap = bez limitu kol
tactica-text-play-start = Tactica na mapě { $map } ({ $id }): { $seats }; { $cap }. Po každé akci se ukládá do { $path }.
tactica-text-play-resumed = Tactica na mapě { $map } ({ $id }): { $seats }; { $cap }. Pokračuje se ze souboru { $path }.
tactica-text-play-help =
    Napište klávesu volby: písmeno, pole jednotky (F7), nebo číslo v seznamu (0 vrací zpět). Dále:
      e           pokračovat: ukončit tah (s potvrzením), pasovat v okně, nebo dát otázce obvyklou odpověď
      F7 F9       přesunout jednotku z F7 na F9, nebo z F7 zaútočit na F9 (F7 F8 F9 udává cestu)
      b           ukázat celou hrací plochu
      surrender   vzdát zápas
      q           skončit; zápas je uložen, `invictus play --game tactica --resume` pokračuje
tactica-text-play-game-over = Konec hry: { $outcome }
tactica-text-play-log = Záznam zápasu je v { $path }.
tactica-text-play-bot = Hráč { $seat } ({ $kind }): { $action }
tactica-text-play-stopped = Ukončeno; zápas je uložen v { $path }. Pokračujte pomocí `invictus play --game tactica --resume --save { $path }`.
tactica-text-play-refused = { $why } Nic se nezměnilo.
tactica-text-play-pass-keyboard = --- Předejte klávesnici hráči { $seat } a stiskněte Enter ---
tactica-text-play-back = Zpět
tactica-text-play-type-a-key = Napište klávesu ze seznamu, dvě pole jako F7 F9, e pro pokračování, nebo h pro nápovědu.
tactica-text-play-giving-up = Příliš mnoho nesrozumitelných odpovědí za sebou: končím.
tactica-text-play-confirm-end = Ukončit tah? Potvrďte klávesou e (nebo a), cokoli jiného vás vrátí zpět:
tactica-text-play-two-windows = (Útok otevírá dvě reakční okna: při vyhlášení, Vstup do boje, a před údery, Boj: T40.)
tactica-text-play-menu-recruit = Verbovat (typů jednotek: { $count })
tactica-text-play-menu-cards = Zahrát akční kartu (karet: { $count })
tactica-text-play-menu-reactions = Zahrát reakci (karet: { $count })
tactica-text-play-menu-empire = Schopnosti vaší říše (voleb: { $count })
tactica-text-play-recruit-kind = { $unit }, { $cost } G (polí: { $fields })
tactica-text-play-card-unit = { $unit } (polí: { $count })
tactica-text-play-why-range = { $to } je mimo dostřel: { $distance } polí daleko, dostřel { $range }.
tactica-text-play-why-far = { $to } je mimo dosah: zbývá { $moves } pohybu a cesta stojí víc nebo je zablokovaná.
tactica-text-play-why = Jednotka na { $from } teď na { $to } nedosáhne: { $why ->
    [fatigued] byla naverbována v tomto tahu (únava, T56).
    [finished] v tomto tahu už skončila (po ní jednala jiná jednotka, T27).
    [fought] v tomto tahu už bojovala.
    [not-adjacent] útok zblízka potřebuje sousední cíl.
    [no-movement] nezbývá jí žádný pohyb.
    [occupied] stojí tam vaše jednotka.
   *[other] pravidla to nedovolují.
}
tactica-text-play-castle = Hráči { $seat }, vyberte si hrad:
tactica-text-play-turn = Hráči { $seat }, jste na tahu. Co dál?
tactica-text-play-window = Hráči { $seat }, zahrajte reakci, nebo pasujte:
tactica-text-play-decide = Hráči { $seat }, rozhodněte se:
tactica-text-play-no-unit = Na { $field } nemáte žádnou jednotku.
tactica-text-play-not-your-turn = Jednotky se pohybují a útočí jen ve vašem tahu.
tactica-text-play-path-too-long = Tato cesta je příliš dlouhá.
tactica-text-play-group-card = Zahrát kartu { $card }
tactica-text-play-group-recruit = Naverbovat jednotku { $unit }
tactica-text-play-group-unit = { $unit } na { $field }
tactica-text-play-group-any-unit = Jednotka
tactica-text-play-fields = { $count ->
    [one] { $count } pole
    [few] { $count } pole
    [many] { $count } pole
   *[other] { $count } polí
}
tactica-text-play-targets = { $count ->
    [one] { $count } cíl
    [few] { $count } cíle
    [many] { $count } cíle
   *[other] { $count } cílů
}
tactica-text-play-choices = { $count ->
    [one] { $count } možnost
    [few] { $count } možnosti
    [many] { $count } možnosti
   *[other] { $count } možností
}
tactica-text-play-moves = { $count ->
    [one] 1 pole k přesunu
    [few] { $count } pole k přesunu
   *[other] { $count } polí k přesunu
}
tactica-text-play-attacks = { $count ->
    [one] { $count } útok
    [few] { $count } útoky
    [many] { $count } útoku
   *[other] { $count } útoků
}
tactica-text-play-unfinished = { $path } obsahuje nedohraný zápas: pokračujte v něm pomocí --resume, nebo zvolte jiný soubor pomocí --save
tactica-text-play-nothing-to-resume = není co obnovit: nelze číst { $path }: { $error }
tactica-text-play-not-a-save = { $path } není uložený zápas Tactiky
tactica-text-play-not-a-save-because = { $path } není uložený zápas Tactiky: { $error }
tactica-text-play-seat-count = { $path }: uložený zápas uvádí hráčů: { $named }, míst je však { $seats }
tactica-text-play-waits-for-nobody = zápas na nikoho nečeká
tactica-text-play-bot-refused = Hráč { $seat } zvolil akci, kterou pravidla odmítají: { $action }

## Vestavěný hráč Tactiky

# $level: název úrovně, jak ho dává level-name.
tactica-text-play-kind-bot = vestavěný hráč, úroveň { $level }

tactica-text-replay-progress = { $actions ->
    [one] { $actions } akce
    [few] { $actions } akce
    [many] { $actions } akce
   *[other] { $actions } akcí
}, tah { $turn }, kolo { $round }
tactica-text-replay-not-over = Zápas ještě neskončil.
tactica-text-render-wrote = zapsáno { $file } (po { $actions ->
    [one] { $actions } akci
    [few] { $actions } akcích
    [many] { $actions } akce
   *[other] { $actions } akcích
})

## Tactica na Discordu

cmd-tactica-unit-description = Čísla typu jednotky Tactiky.
cmd-tactica-unit-name-description = Jméno jednotky
cmd-tactica-map-description = Mapa Tactiky: její obrázek se všemi poli pojmenovanými a co na ní je.
cmd-tactica-map-map-description = Mapa: 3, 4 nebo 6 hradů
cmd-tactica-map-map-choice-0 = 3 hrady (2 nebo 3 hráči)
cmd-tactica-map-map-choice-1 = 4 hrady (4 hráči)
cmd-tactica-map-map-choice-2 = 6 hradů (3 až 6 hráčů)
tactica-unit-cost = Stojí { $cost } zlata.
tactica-unit-cost-tiered = Stojí { $cost } zlata za úroveň, úrovně 1 až { $tiers } (její útok a dostřel se rovnají úrovni, T57).
tactica-unit-fight = Útok { $attack } ({ $kind ->
    [ranged] na dálku
   *[melee] zblízka
}), obrana { $defense }.
tactica-unit-move = Pohyb { $movement } ({ $mode ->
    [cavalry] jízda
   *[infantry] pěchota
}).
tactica-unit-tokens = Žetonů v zásobě každého hráče: { $tokens }.
tactica-unit-special = Speciální jednotka: verbuje ji jen říše { $empire } (T85); její schopnosti popisuje /tactica empire.
tactica-unit-footer = /rules game:Tactica topic:units vysvětluje, jak jednotky bojují a táhnou
tactica-unit-unknown = Jednotka ani mapa Tactiky „{ $name }“ neexistuje.
tactica-map-summary = Polí: { $fields } (hradů: { $castles }, vesnic: { $villages }, přístavů: { $ports }). Pole se jmenují podle písmene řady a čísla sloupce, například F7.

## Karty Tactiky

cmd-tactica-card-description = Karta Akce Tactiky: kdy ji lze zahrát a co dělá.
cmd-tactica-card-name-description = Jméno karty
cmd-tactica-empire-description = Říše Tactiky: její schopnosti, speciální jednotka a Triumf.
cmd-tactica-empire-name-description = Jméno říše
tactica-card-copies = **Balíček**: { $count ->
    [one] 1 kus
    [few] { $count } kusy
   *[other] { $count } kusů
} z jeho { $deck } karet (T63).
tactica-card-price = **Nákup**: { $price ->
    [one] { $price } zlatý
    [few] { $price } zlaté
   *[other] { $price } zlatých
} za vrchní kartu balíčku, dobranou naslepo (kartu si nikdo nevybírá), jako běžná akce { $buys ->
    [one] jednou
   *[other] { $buys }krát
} za tah; v ruce smíte mít nejvýš { $limit } karet (T64, T65).
tactica-card-when = **Kdy**: { $when ->
    [regular] jako běžná akce (RA), ve vašem vlastním tahu, když nic nečeká na vyhodnocení (T22).
    [combat] jako reakce (R), v reakčním okně, dokud čeká na vyhodnocení boj (Vstup do boje nebo Boj), ve vašem tahu i mimo něj (T68, T78).
    [defence] jako reakce (R), v reakčním okně, dokud je přátelská jednotka obráncem boje čekajícího na vyhodnocení, ve vašem tahu i mimo něj (T70, T78).
    [stack] jako reakce (R), v reakčním okně, dokud na zásobníku čeká soupeřova karta Akce, ve vašem tahu i mimo něj (T75, T78).
    [any] jako reakce (R), v kterémkoli reakčním okně (po každé běžné akci, vyvolané akci, Konci tahu a Předání tahu), ve vašem tahu i mimo něj (T78).
   *[never] s těmito pravidly nikdy: její načasování neodpovídá tomu, co dělá.
}
tactica-card-target = **Cíl**: { $gem ->
    [friendly] zelený drahokam, přátelská jednotka (vaše nebo spojence) (T67, T121).
    [any] modrý drahokam, jakákoli jednotka, vaše i soupeřova (T67).
   *[none] bez drahokamu: karta nebo hráč, ne jednotka (T67).
}
tactica-card-fizzle = Hraje se odkrytě a nelze ji vzít zpět; po vyhodnocení jde do odhazovacího balíčku. Pokud její cíl mezitím zmizel nebo už není přípustný, nemá žádný účinek (T76).
tactica-card-footer = /rules game:Tactica topic:cards vysvětluje, jak funguje zásobník a reakční okna
tactica-card-unknown = Karta Akce Tactiky „{ $name }“ neexistuje: nabídka jmen je vypíše.
tactica-card-text-missing = Tato karta zatím nemá v tomto jazyce text: kdy se hraje a na co cílí, je uvedeno výše.
tactica-card-text-heroic_defense = Cílová jednotka, jedna ze dvou jednotek boje čekajícího na vyhodnocení, dostane +{ $attack }/+{ $defense }, dokud se tento boj nevyhodnotí nebo nezruší (T68). Bonus platí i při určení, kdo padne a zda chrání Bojový vůz (T40), a sčítá se se všemi ostatními bonusy (T47).
tactica-card-text-more_heroic_defense = Cílová jednotka, jedna ze dvou jednotek boje čekajícího na vyhodnocení, dostane +{ $attack }/+{ $defense }, dokud se tento boj nevyhodnotí nebo nezruší (T68): silnější Hrdinná obrana. Sčítá se se všemi ostatními bonusy, i s Hrdinnou obranou (T47), a platí i při určení, kdo padne a zda chrání Bojový vůz (T40).
tactica-card-text-surprising_attack = Cílová jednotka, jedna ze dvou jednotek boje čekajícího na vyhodnocení, dostane +{ $attack }/+{ $defense }, dokud se tento boj nevyhodnotí nebo nezruší (T68), navíc ke všem ostatním bonusům (T47). Počítá se, jen když jednotka udeří: obránce bojující zblízka Lučištníkovi nikdy úder nevrací (T41).
tactica-card-text-more_surprising_attack = Cílová jednotka, jedna ze dvou jednotek boje čekajícího na vyhodnocení, dostane +{ $attack }/+{ $defense }, dokud se tento boj nevyhodnotí nebo nezruší (T68): silnější Překvapivý útok, který se sčítá s ním i se všemi ostatními bonusy (T47). Počítá se, jen když jednotka udeří: obránce bojující zblízka Lučištníkovi nikdy úder nevrací (T41).
tactica-card-text-poisoned_blade = Cílová jednotka, jedna ze dvou jednotek boje čekajícího na vyhodnocení, dostane útok +∞ (+∞/+0), dokud se tento boj nevyhodnotí nebo nezruší (T68). Udeří-li, zasažená jednotka je zničena i s Bojovým vozem pod sebou; udeří-li obě jednotky s +∞, padnou obě (T44). Počítá se, jen když jednotka udeří: obránce bojující zblízka Lučištníkovi nikdy úder nevrací (T41) a nepřátelský Reflex ji může zabít dřív (T46).
tactica-card-text-reinforcements = Zvolte přátelskou jednotku (svou nebo spojence), která se brání v boji čekajícím na vyhodnocení, a přesuňte ji na sousední volné pole, ne však na pole, z něhož útočí její útočník zblízka (proti útoku na dálku na kterékoli sousední pole). Pak smíte na pole, které opustila, zdarma postavit Lehkou pěchotu ze své vlastní zásoby: stane se obráncem, unavená jako každá nově naverbovaná jednotka (T56), a karty zahrané na původního obránce skončí bez účinku (T70). Bez Lehké pěchoty se boj zblízka zruší a boj na dálku jen tehdy, když už ani jedna jednotka nedostřelí na druhou; boj i pohyby útočníka zůstávají spotřebované (T42).
tactica-card-text-forced_march = Přesuňte cílovou jednotku kohokoli i s jejím Bojovým vozem, nebo prázdný Bojový vůz, na sousední volné pole: ne na Citadelu ani na pole, kde stojí jednotka nebo vůz (T69). Nikdy nezačne boj. Je to účinek pohybu: platí Poušť, kořist z Vesnice, poplatek ve Středu přístavu i žeton z Hor, neplatí však cena pohybu v Horách (T69). Na jednu ze dvou jednotek boje zblízka čekajícího na vyhodnocení boj zruší; boj na dálku se zruší jen tehdy, když už ani jedna jednotka nedostřelí na druhou; boj i pohyby útočníka zůstávají spotřebované (T42).
tactica-card-text-fresh_horses = Přátelská jednotka (vaše nebo spojence), která není unavená z verbování, dostane zpět své základní body pohybu; body Bojového vozu se neobnoví. Smí se tento tah znovu pohnout, i když se mezitím hýbaly jiné jednotky, ale nový boj nedostane a žádná únava tím nekončí (T71).
tactica-card-text-intelligence = Zvolte soupeře (hráče mimo vaši alianci, T122): ukáže ruku jen vám (T66). Pak si vyberete: ukradnout mu zlato ({ $steal }, nejvýš kolik má), nebo ho donutit odhodit jednu kartu podle jeho volby (T72).
tactica-card-text-swords_to_ploughs = Zničte cílovou jednotku kohokoli, ne však Bojový vůz: bez boje, a nepočítá se jako zabití v boji (T45). Její majitel dostane její základní cenu (Lučištník podle své úrovně). Pak smí majitel zdarma postavit Rolníka ze své zásoby na toto pole nebo na některé své volné pole Podhradí, nebo tam přesunout některého svého Rolníka; vůz pod zničenou jednotkou zůstane, prázdný nebo pod Rolníkem (T73).
tactica-card-text-reflex = Cílová jednotka, jedna ze dvou jednotek boje čekajícího na vyhodnocení, udeří jako první (T74, T46). Padne-li nepřátelská jednotka nebo přijde-li tím úderem o Bojový vůz, žádné poškození se nevrací. S Reflexem na obou stranách se účinky navzájem ruší a poškození je současné (T46).
tactica-card-text-intuition = Zaměřte kartu Akce, kterou zahrál soupeř (ne spojenec, T122) a která ještě čeká na zásobníku: zruší se se všemi účinky a odhodí (T75). Intuice smí odpovědět i na jinou Intuici. Na kartu, která už se vyhodnotila, nedosáhne (T81).

cmd-tactica-move-description = Přesunout jednotku z jejího pole na jiné, nejkratší otevřenou cestou.
cmd-tactica-move-from-description = Pole jednotky, například F7
cmd-tactica-move-to-description = Kam, například F9
cmd-tactica-attack-description = Zaútočit (nebo střílet) jednotkou na pole.
cmd-tactica-attack-from-description = Pole útočící jednotky
cmd-tactica-attack-target-description = Napadené pole
cmd-tactica-recruit-description = Naverbovat jednotku (nebo bojový vůz) na pole.
cmd-tactica-recruit-field-description = Pole, například B3
cmd-tactica-recruit-unit-description = Jednotka, například Light Infantry nebo Archer 2
tactica-typed-no-match = V tomto kanálu nehrajete žádnou partii Tactiky.
tactica-typed-not-open = Tento tah teď nemáte k dispozici: nabídka možností ukazuje ty, které máte.

tactica-board-title = Tactica · zápas #{ $match_id } · { $map }
tactica-board-round = Kolo { $round }, tah { $turn }
tactica-board-player = { $player }: zlato { $gold } · { $cards ->
    [one] 1 karta
    [few] { $cards } karty
    [many] { $cards } karty
   *[other] { $cards } karet
} · { $castles ->
    [one] 1 hrad
    [few] { $castles } hrady
    [many] { $castles } hradu
   *[other] { $castles } hradů
} · zbývající žetony: { $tokens }
tactica-board-out = mimo zápas
tactica-board-banned = Vyřazeno z draftu (T7): { $empires }.
tactica-board-on-turn = na tahu
tactica-board-over = Zápas skončil.
tactica-board-stack = Zásobník (jako první se vyhodnotí vrchní položka)
tactica-board-units = Jednotky
tactica-board-result = Výsledek
tactica-waiting-castle = Čeká se, až { $player } vybere hrad.
tactica-waiting-turn = Čeká se, až { $player } odehraje svůj tah.
tactica-waiting-decision = Čeká se, až se { $player } rozhodne.
tactica-waiting-window = Reakční okno: čeká se na { $players }.
tactica-deadline = Lhůta vyprší <t:{ $time }:R>.
tactica-button-turn = Můj tah
tactica-refused-stale = Tato nabídka je zastaralá: zápas se mezitím posunul. Novou získáte tlačítkem „Můj tah“.
tactica-refused-not-open = Tuto akci teď nemáte k dispozici. Své akce uvidíte po stisku „Můj tah“.
tactica-click-not-yours = Tato zpráva byla připravena pro jiného hráče; nic se nezměnilo. Svou získáte tlačítkem „Můj tah“.
tactica-button-accept = Přijmout
tactica-turn-ping = { $player }, jste na tahu v zápase Tactica #{ $match_id }.
tactica-window-prompt = Reakční okno v zápase Tactica #{ $match_id }: reagovat mohou { $players }.
tactica-game-over = Zápas Tactica #{ $match_id } skončil.
tactica-winners = Vítězství: { $players }.
tactica-group-castle = Vyberte svůj hrad
tactica-group-unit = { $unit } na { $field }
tactica-group-recruit = Verbovat na { $field }
tactica-group-card = Zahrát { $card }
tactica-group-decide = Rozhodnout
tactica-group-ability = Říše
tactica-hand-title = { $colour } Zápas Tactica #{ $match_id } · vaše místo
tactica-hand-gold = Vaše zlato: { $gold }.
tactica-hand-none = V ruce nemáte žádné karty Akce.
tactica-hand-waiting = Zápas teď na vás nečeká.
## Obrázek dosahu jednotky (Tactica)
# Mapa na stránce jednotky v „Můj tah“: legenda jejích značek ($sign) a popis obrázku pro
# čtečky obrazovky ($group je popisek nabídky stránky).
tactica-picture-reach-sign = { $sign ->
    [unit] jednotka
    [move] pohyb
    [attack] útok
   *[recruit] nábor
}
tactica-picture-reach = Mapa se zvýrazněnými poli pro „{ $group }“
tactica-picture-map = Mapa zápasu
tactica-passed = Váš pas je zaznamenán.
tactica-drafted = Hotovo: vaše volba je na desce.
tactica-draft-not-yours = Tato volba draftu patří jinému hráči.
tactica-order = { $order ->
    [always_pass] pasovat v každém reakčním okně
    [pass_far_away] pasovat při verbování, nákupech a pohybech daleko ode mě
   *[ask] zeptat se mě
}
tactica-orders-now = Reakční okna: { $order }
tactica-ability-order = { $order ->
    [ask] pokaždé se mě zeptat
    [never] nikdy (jen to, co odmítnout nelze)
   *[always] vždy, obvyklým způsobem
}
tactica-ability-orders-now = Nepovinné schopnosti (Rolníci zdarma, Úhyb, Znovuzrození, vzatá jednotka, Oči a uši): { $order }
tactica-free-for-all = každý sám za sebe
tactica-alliances = aliance: { $alliances }
tactica-challenge = { $challenger } vyzývá { $invited } ke hře Tactica na mapě { $map } ({ $players } { $players ->
    [one] hráč
    [few] hráči
    [many] hráče
   *[other] hráčů
}, { $alliances }).
tactica-challenge-empires = S říšemi: každý hráč jednu vyřadí a pak si jednu vybere, ještě před prvním tahem (T7); při více než dvou hráčích se jen vybírá.
tactica-challenge-terms = Reakční okno { $window } s · { $turn } na tah · vyprší <t:{ $time }:R>. Zápas začne, jakmile přijmou všichni pozvaní.
tactica-not-alliances = „{ $text }“ není seznam aliancí: napište čísla hráčů spojená znakem +, např. 1+3, 2+4 (vy jste 1; počet hráčů: { $players }).
cmd-tactica-description = Tactica: strategická hra na hexagonální mapě.
cmd-tactica-challenge-description = Vyzvat 1 až 5 lidí k zápasu Tactica.
cmd-tactica-challenge-map-description = Mapa: 3, 4 nebo 6 hradů
cmd-tactica-challenge-map-choice-0 = 3 hrady (2 nebo 3 hráči)
cmd-tactica-challenge-map-choice-1 = 4 hrady (4 hráči)
cmd-tactica-challenge-map-choice-2 = 6 hradů (3 až 6 hráčů)
cmd-tactica-challenge-player2-description = Hráč 2
cmd-tactica-challenge-player3-description = Hráč 3
cmd-tactica-challenge-player4-description = Hráč 4
cmd-tactica-challenge-player5-description = Hráč 5
cmd-tactica-challenge-player6-description = Hráč 6
cmd-tactica-challenge-alliances-description = Aliance podle čísel hráčů (vy jste 1), např. 1+3, 2+4
cmd-tactica-challenge-reaction_window-description = Čas na odpověď v reakčním okně, např. 90s nebo 5m
cmd-tactica-challenge-turn_time-description = Čas každého hráče na jeden tah, např. 24h nebo 3days
cmd-tactica-challenge-empires-description = Hrát s deseti říšemi, vybranými draftem před prvním tahem (T7)
games-line-tactica = Tactica #{ $match_id } · { $players } { $players ->
    [one] hráč
    [few] hráči
    [many] hráče
   *[other] hráčů
} · kolo { $round } · { $whose ->
    [mine] **jste na tahu**
   *[theirs] na tahu je jiný hráč
}
history-line-tactica = Tactica #{ $match_id } · { $players } { $players ->
    [one] hráč
    [few] hráči
    [many] hráče
   *[other] hráčů
} · { $result ->
    [won] **výhra**
    [lost] prohra
    [draw] remíza
   *[abandoned] nedohráno
} · <t:{ $time }:d>
cmd-profile-game-description = Která hra (výchozí: Invictus)
cmd-profile-game-choice-0 = Invictus
cmd-profile-game-choice-1 = Tactica
cmd-leaderboard-game-description = Která hra (výchozí: Invictus)
cmd-leaderboard-game-choice-0 = Invictus
cmd-leaderboard-game-choice-1 = Tactica

## Tactica rules (/rules game:tactica)
rules-tactica-overview-title = Tactica · Přehled
rules-tactica-overview-text = **Tactica** (Jakub Ondrůšek) je tahová strategická hra na šestiúhelníkové mapě. Každý hráč drží hrad (Citadelu obklopenou šesti poli Podhradí) a zlato, verbuje jednotky a bojuje o Vesnice, přístavy, Chrám uprostřed mapy a ostatní hrady. Zlato přichází na konci každého vašeho tahu; balíček 31 karet Akce přidává bonusy a překvapení, většinou hrané jako reakce. Bot hraje režim Vanilla podle lexikonu, nebo s Říšemi vybranými draftem (`empires` u /tactica challenge), s jejich schopnostmi, speciálními jednotkami a dvěma Triumfy, jejichž text je znám.
    • **Souboj dvou hráčů na mapě se 3 hrady**: pořadí tahů se losuje; první hráč začíná s 25 zlatými, druhý s 30; třetí hrad zůstává neutrální. Vyhrajete vyřazením soupeře.
    • **3 hráči na mapě se 3 hrady**: každý 25 zlatých; vyhrává poslední, kdo ve hře zůstane.
    • **4 hráči na mapě se 4 hrady, 3 až 6 na mapě se 6 hrady**: kdo vlastní víc než polovinu hradů (3 ze 4, 4 ze 6, včetně prvního hradu), vyhrává okamžitě (T12); vyhrává i ten, kdo ve hře zůstane poslední.
    • **Aliance** po dvou nebo třech na mapách se 4 a 6 hrady: vyhrává poslední aliance ve hře (téma alliances).
    Ztráta posledního hradu vás vyřadí. Vzdát se můžete kdykoli (T11): vaše jednotky jsou odstraněny a vaše hrady se stanou neutrálními. Každý hráč dostane i skóre: body za umístění plus 2 za hrad, podle většího z počtů hradů dobytých během hry a hradů držených na konci (T13, T14).
rules-tactica-turn-title = Tactica · Tah
rules-tactica-turn-text = Tahy jdou ve vylosovaném pořadí (T6); vyřazení hráči se přeskakují (T25). Váš tah:
    • **Začátek**: vaše jednotky se zotaví z únavy z verbování a dostanou zpět své body pohybu a možnost jednou bojovat (T21).
    • **Volba hradu**: ve svém prvním tahu nejprve zvolíte hrad, a to kterýkoli neutrální hrad bez nepřátelské jednotky na Podhradí, nebo kterýkoli neutrální hrad, není-li žádný volný (T8).
    • **Běžné akce**, jedna po druhé, v libovolném pořadí: pohyb jednotky, útok, verbování, nákup karty Akce, zahrání běžné karty Akce. S jednotkou v Chrámu se navíc smíte podívat na vrchní kartu balíčku (T36). Každá akce otevře reakční okno (T22).
    • Pohyb vede po cestě volnými poli a je jednou akcí (T26). Jakmile táhnete nebo útočíte jinou jednotkou, jednotky, které už jednaly, mají pro tento tah hotovo (T27).
    • **Konec tahu**, pak **Předání tahu**, každé se svým reakčním oknem; pak dostanete příjem (T23, T24): 2 zlaté za hrad, 2 za jednotku na základním poli nebo v Horách, 4 a kartu za Chrám, X × (3 + X) za X přístavů.
    Pak začíná tah dalšího hráče. Každý hráč má na tah určený čas, nastavený ve výzvě. Když ho někdo nestihne, ostatní mu mohou přidat čas, nebo uplatnit nárok: v souboji dvou pozdní hráč prohrává, ve větším zápase se to počítá jako vzdání (T15).
rules-tactica-units-title = Tactica · Jednotky
rules-tactica-units-text = Útok/obrana · cena · pohyby (v závorce zkratka na mapě):
    • **Rolník** (PE) 0/1 · 2 zlaté · 1: nejlevnější; přesto se počítá pro dobytí hradu a na volném terénu vydělává zlato.
    • **Lehká pěchota** (LI) 2/1 · 4 zlaté · 3: levná a rychlá.
    • **Těžká pěchota** (HI) 3/3 · 6 zlatých · 2: pevná linie.
    • **Lučištník** (AR), úroveň 1 až 4: útok i dostřel rovné úrovni, obrana 1 · 3 zlaté za úroveň · 2: střílí z dálky a jednotky bojující zblízka mu úder nevracejí.
    • **Lehká jízda** (LC) 2/2 · 6 zlatých · 6: nejrychlejší. **Těžká jízda** (HC) 4/4 · 9 zlatých · 5: nejsilnější. Jízda nemůže použít vůz.
    • **Bojový vůz** (WW) · 6 zlatých: řídí ho jen pěchota; řidič získá +1/+1 a 2 pohyby navíc po vyčerpání svých (T50). Nastoupit ze sousedního pole je zdarma (zbývá-li bod), vystoupit stojí jeden vlastní bod řidiče. Klesne-li řidičova obrana na 0 nebo −1, ztratí se jen vůz; při −2 oba.
    • **Verbování** je běžná akce: zaplaťte cenu a postavte jednotku na volné pole Podhradí některého svého hradu, nebo do Doků přístavu, který držíte už od doby před svým tahem a v jehož Docích není nepřítel (T35). Tam verbujete za tah tolik jednotek, kolik vlastníte přístavů, každou o tolik zlatých levněji, nikdy pod 1 (T54, T55). Nová jednotka se až do vašeho dalšího tahu nehýbe ani neútočí (T56); vůz tuto únavu nemá a lze ho koupit i pod vaši pěchotu (T48). 5 žetonů od každého typu (Lučištníci je sdílejí napříč úrovněmi).
    • **Pohyb**: krok stojí 1 bod, do Hor nebo z Hor 2 (T29); vstup do Pouště nebo Chrámu z jiného pole pohyb ukončí (T31). Jedna jednotka na pole (T19); do Citadely nevstoupí žádná.
rules-tactica-combat-title = Tactica · Boj
rules-tactica-combat-text = **Útok** (vstup do boje) je běžná akce, jednou za tah pro každou jednotku; spotřebuje zbylé pohyby jednotky. Jednotka bojující zblízka potřebuje aspoň 1 zbývající bod pohybu a útočí na sousedního nepřítele (T28). Lučištník střílí na nepřítele v dostřelu, počítaném v polích, i bez zbývajícího pohybu; nic střelbu neblokuje (T39). Bojuje vždy jedna jednotka proti jedné a spojenci spolu nikdy nebojují.
    • **Poškození**: obě jednotky si současně způsobí poškození rovné svému útoku, které se odečte od obrany. V boji na dálku obránce bojující zblízka úder nikdy nevrací a obránce bojující na dálku jen tehdy, když dostřelí (T41). Jednotka bojující na dálku (Lučištník, Mág, Jízdní lučištník) napadená zblízka způsobí poškození rovné svému útoku zblízka, tedy 0; bonusy z karet, vozu a žetonu z Hor se k této 0 přičítají jako k jakémukoli útoku (T39). Bonusy z karet a žetonů se sčítají (T47); Reflex udeří první (T46).
    • **Poražený**: jednotka s obranou pod 1 je zničena a její žeton se vrací do zásoby majitele. Padne-li obránce a útočník bojující zblízka přežije, postoupí na jeho pole; jinak se útočník vrátí, odkud přišel, a Lučištník nikdy nepostupuje (T39). Přeživší dostanou zpět plnou obranu.
    • **Terén**: jednotka, která dorazí do Hor, dostane žeton +1/+1 (vždy jen jeden), který platí v každém jejím boji, i v obraně, a spotřebuje se při jejím dalším vlastním útoku (T30). Kdo zabije jednotku stojící ve Vesnici a postoupí, vezme kořist 3 zlatých z účtu oběti (T33); postup na Střed přístavu po boji je bez poplatku (T34).
    • **Zrušení**: je-li jedna ze dvou jednotek boje zblízka před poškozením přesunuta (Forced March, Reinforcements), boj končí bez poškození; boj na dálku jen tehdy, když už ani jedna nedostřelí na druhou. Boj i pohyby útočníka zůstávají spotřebované (T42).
rules-tactica-cards-title = Tactica · Karty Akce
rules-tactica-cards-text = **Nákup**: 5 zlatých, běžná akce, jednou za tah; karta se dobírá tajně. V ruce smíte mít nejvýš 5: před šestým líznutím nejdřív zahrajete kartu, kterou právě smíte (líznete, až se vyhodnotí), nebo jednu odhodíte (T65). Kartu dává i Chrám a dobytí hradu. Balíček má 31 karet; když dojde, zamíchá se nový z odhazovacího balíčku (T63). `/tactica card` ukáže kteroukoli kartu: kolik jich balíček má, kdy se hraje a co dělá.
    • **Hraní**: běžné karty (Fresh Horses, Intelligence, Swords to Ploughs) ve vašem tahu, když nic nečeká na vyhodnocení; reakce (Heroic Defense, Surprising Attack a jejich verze More, Poisoned Blade, Reflex, Reinforcements, Forced March, Intuition) v každém reakčním okně, ve vašem tahu i mimo něj. Bojové karty jen na jednu ze dvou jednotek probíhajícího boje (T68). Zelený drahokam cílí jen na přátelské jednotky, modrý na jakoukoli (T67). Intuition zruší soupeřovu kartu, která je ještě na zásobníku, a smí odpovědět i na jinou Intuition (T75).
    • **Zásobník** (T77): akce leží dole, reakce nad ní a na reakci lze reagovat. Vše se vyhodnocuje od naposledy vloženého: vrchní položka první. Karta, jejíž cíl zmizel, nemá žádný účinek (T76).
    • **Reakční okna** se otevírají po každé běžné akci, každé vyvolané akci (boj, dobytí hradu), Konci tahu a Předání tahu (T78). Okno se ptá každého hráče s kartami v ruce, i hráče na tahu: je to veřejný fakt, takže výzva nikdy neprozradí, co kdo drží (T79). **Reagovat** vám soukromě ukáže, co můžete zahrát; **Pas** nic nepřidá. Každá přidaná reakce okno znovu otevře; když všichni dotázaní pasují po sobě, vyhodnotí se vrchní položka. Kdo do lhůty neodpoví, pasuje. Trvalé pokyny (v nabídce Můj tah) mohou pasovat za vás.
rules-tactica-castles-title = Tactica · Hrady a cíle
rules-tactica-castles-text = **Hrady**: Citadela (vlajka majitele; žádná jednotka do ní nevstoupí) obklopená šesti poli Podhradí, kde majitel verbuje (T16, T18). Hrad je **dobyt**, když na jeho Podhradí stojí aspoň 3 jednotky jedné strany a je jich tam víc než jednotek majitele (T58). Dobytí je vyvolaná akce s reakčním oknem, při vyhodnocení se znovu ověří; zúčastněné jednotky v každém případě ztratí zbylé pohyby a může k němu dojít i mimo tah útočníka.
    • Neutrální hrad, dosud nevypleněný: váš, s 12 zlatými a kartou.
    • Hrad hráče, dosud nevypleněný: váš a **vypleněný**, s 12 zlatými a kartou.
    • Vypleněný hrad: váš, bez odměny (T59).
    Nový majitel v něm smí hned verbovat (T60). Ztráta posledního hradu vás vyřadí: vaše jednotky jsou odstraněny a vaše karty jdou na odhazovací balíček (T61).
    • **Vesnice**: skončí-li tam pohyb, jednotka se zastaví a získá kořist 3 zlatých, z každé Vesnice jednou za tah (T32).
    • **Přístavy**: Střed přístavu s Doky. Skončit pohyb na Středu stojí 2 zlaté; přístav je váš, dokud tam stojí vaše jednotka (T34, T35), a v jeho Docích verbujete se slevou (téma units).
    • **Chrám**: uprostřed mapy, pro pohyb Poušť. S vaší jednotkou v něm se smíte jednou za tah podívat na vrchní kartu balíčku a nechat ji tam, nebo ji dát naspod balíčku (T36).
    • **Příjem** na konci vašeho tahu (T24): 2 zlaté za hrad; 2 za jednotku na základním poli nebo v Horách (nic ve Vesnicích, na Podhradí, v Docích, v Poušti ani v Chrámu); 4 a kartu za Chrám; X × (3 + X) za X přístavů (4 za jeden, 10 za dva, 18 za tři).
rules-tactica-alliances-title = Tactica · Aliance
rules-tactica-alliances-text = Na mapách se 4 a 6 hrady lze hrát v pevných **aliancích**, všechny po dvou, nebo všechny po třech hráčích (volba alliances ve výzvě, např. 1+3, 2+4).
    • **Pořadí tahů** (T120): vylosuje se pořadí aliancí, pak pořadí členů v každé z nich, a tahy jdou dokola A1 B1 C1 A2 B2 C2, takže spojenci nikdy nehrají hned po sobě (po vyřazení se to stát může, T25).
    • **Přátelské jednotky** (T121): jednotky spojenců si navzájem blokují cestu a nemohou na sebe útočit; karty se zeleným drahokamem na ně smějí cílit. Zlato, ruka, přístavy, příjem i verbování (jen ve vlastních hradech a Docích) zůstávají každému hráči zvlášť.
    • **Dobývání** (T62): jednotky aliance na Podhradí hradu se sčítají. Hrad i odměnu dostane člen, kterého zvolí spojenec na tahu (není-li na tahu nikdo z aliance, první člen po hráči na tahu).
    • **Soupeři** (T122): soupeř je hráč mimo vaši alianci, takže Intelligence ani Intuition nikdy nemíří na spojence.
    • **Vzdání se** (T123): vaše hrady se stanou neutrálními; spojencům nepřipadnou.
    • **Vítězství** (T12): vyhrává jen vyřazení všech ostatních aliancí, ne většina hradů. Vyhrávají všichni členové poslední aliance, i ten, kdo byl vyřazen dřív; skóre zůstává každému zvlášť.
    Ve hře každý sám za sebe bot žádnou diplomacii nevynucuje: dohody zůstávají v chatu (T124).
rules-tactica-rulings-title = Tactica · Výklady pravidel
rules-tactica-rulings-text = Zákonem Tacticy je její lexikon 4.4. Kde lexikon mlčí nebo je nejednoznačný, bot se řídí výklady T1–T124 popsanými v projektu (výklady pravidel Tacticy, shrnuté v jeho README), na které tato témata odkazují čísly. Například:
    • T8: hrad si volíte jako první krok svého prvního tahu, z neutrálních hradů bez nepřátelské jednotky na Podhradí.
    • T26: pohyb je jedna akce po celé cestě s jedním reakčním oknem, ne s oknem po každém kroku; průchod Vesnicí nebo Středem přístavu bez zastavení nemá žádný účinek.
    • T79: reakční okna se nabízejí jen podle veřejných faktů (kdo má karty v ruce), takže výzva nikdy neprozradí ničí ruku.
    Nic se nezjednodušuje: při plné ruce před líznutím zahrajete kartu, kterou právě smíte, nebo odhodíte (T65); pohled do Chrámu je zdarma, jednou ve vašem tahu (T36). Říše (T82–T119) se hrají celé; jejich nepovinné schopnosti (Rolníci zdarma, jednotka vzatá ODVODEM, ÚHYB, ZNOVUZROZENÍ a kam, kolik karet Zpravodajství vezmou Oči a uši) jsou vaše volby, které za vás může dělat váš trvalý pokyn pro schopnosti (vždy, ptát se, nikdy) v Můj tah; osm neznámých Triumfů chybí (T84).
cmd-rules-game-description = Která hra (výchozí: Invictus)
cmd-rules-game-choice-0 = Invictus
cmd-rules-game-choice-1 = Tactica

## Tactica Empires
# Rozšíření EMPIRES (lexikon 4.4, výklady T82–T119): jména Říší podle jejich identifikátoru,
# jména jejich schopností a Triumfů a úplný popis každé Říše pro /empire. $name je jméno Říše
# z datového souboru, která ještě nemá překlad.
tactica-empire = { $empire ->
    [akkad] Akkad
    [assyria] Asýrie
    [babylon] Babylón
    [hittite] Chetitská říše
    [lydia] Lýdie
    [media] Médie
    [parthia] Parthie
    [persia] Persie
    [scythia] Skythie
    [sumer] Sumer
   *[other] { $name }
}
# Schopnosti Říší podle jejich identifikátoru; lexikon píše jejich jména velkými písmeny.
tactica-ability = { $ability ->
    [teleport] TELEPORT
    [throw] HOD
    [training] VÝCVIK
    [trade] OBCHOD
    [slavery] OTROCTVÍ
    [failure] NEZDAR
    [plan] PLÁN
    [charge] NÁPOR
    [debt] Dluh
    [reflex] REFLEX
    [theft] KRÁDEŽ
    [pain] BOLEST
    [drain] VYSÁTÍ
    [counterattack] PROTIÚTOK
    [evasion] ÚHYB
    [conscription] ODVOD
    [bribery] UPLÁCENÍ
    [rebirth] ZNOVUZROZENÍ
    [salvo] SALVA
    [nomadism] KOČOVNICTVÍ
    [plunderers] PLENITELÉ
    [trophy] TROFEJ
    [patent] PATENT
    [sovereignty] SVRCHOVANOST
   *[other] { $ability }
}
# Karty Triumfu, jejichž text je znám (T84); jména podle lexikonu.
tactica-triumph = { $triumph ->
    [eyes_and_ears] Oči a uši
    [terror] Děs
   *[other] { $triumph }
}
tactica-empire-unknown = Říše Tactiky „{ $name }“ neexistuje.
tactica-empire-footer = Čísla speciálních jednotek: /tactica unit. V soutěžních zápasech se říše draftují (T7).
tactica-empire-text-missing = Tato říše zatím nemá popis v tomto jazyce.
tactica-empire-none = Vanilla (bez Říše)
tactica-empire-vanilla-note = Bez rozšíření EMPIRES (Vanilla) hrají všichni hráči podle základních pravidel.
# Popis každé Říše pro /empire: její pasivní a aktivované schopnosti, její speciální jednotka
# a její Triumf. Načasování: RA běžná akce, TA vyvolaná akce, R reakce (T2, T83).
tactica-empire-text-akkad =
    • **Pasivní**: Účinky, které by vás nutily odhodit karty Akce, na vás neplatí (Zpravodajství, OBCHOD, SVRCHOVANOST); limit karet v ruce však ano (T87). Účinek, který by vás okradl o zlato, vám ho místo toho jen sebere: zloděj nic nezíská a pod 0 nikdy neklesnete (T87). Nesmíte verbovat Lehkou jízdu. V boji mají vaši Lučištníci +1 k útoku na dálku.
    • **Aktivované**: TELEPORT (R, jednou za kolo, v kterémkoli tahu, T83): přesuňte svou jednotku z pole Podhradí svého hradu nebo z Vesnice na jiné pole Podhradí svého hradu. Na volné pole je to účinek pohybu. Stojí-li tam nepřítel, jde o Vstup do boje zblízka z pole, kde vaše jednotka stojí: jednotka musí mít v tomto tahu ještě nevyužitý boj a vrátí se zpět, pokud obě přežijí (T86).
    • **Speciální jednotka**: Qaraddu, 5 zlatých, útok 2 zblízka, obrana 2, pěchota se 4 body pohybu (pM:4, T88); 5 žetonů (T85). HOD (RA): verbuje se s jedním oštěpem. Když ho použije, jeho Vstup do boje je útok na dálku s dostřelem 1 a útokem 2, bez vráceného úderu. Oštěp získá zpět pokaždé, když dorazí do Vesnice, na Střed přístavu nebo na pole Podhradí vašeho hradu (T88).
    • **Triumf**: Oči a uši (RA), 10 zlatých, jednou za hru (T84). Vezměte si až 2 karty Zpravodajství z balíčku, z odhazovacího balíčku nebo z obou (limit karet v ruce platí); balíček se pak zamíchá. Každý soupeř jednou ukáže svou ruku všem (T89).
tactica-empire-text-assyria =
    • **Pasivní**: Karty Akce vás stojí 6 zlatých a Těžká pěchota 5 zlatých (základní ceny, T82). V boji proti nepřátelské speciální jednotce, včetně řidiče Těžkého válečného vozu, mají vaše Těžká pěchota a Těžká jízda +1 k útoku (T91).
    • **Aktivované**: VÝCVIK (RA, jednou za tah, T83): změňte svou Lehkou pěchotu v Těžkou pěchotu, nebo Lehkou jízdu v Těžkou jízdu, pokud se v tomto tahu ještě nepohnula ani neútočila. Musí být volný žeton těžké jednotky; žeton lehké se vrací do vaší zásoby. Jednotka si ponechá své žetony i Bojový vůz a do konce tahu se už nepohne ani nezaútočí (T90).
    • **Speciální jednotka**: Kapitán, 7 zlatých, útok 1 zblízka, obrana 3, jízda se 4 body pohybu; 5 žetonů (T85). Vaše jednotky bojující zblízka, které v okamžiku poškození stojí vedle něj, mají +1/+0 v útoku i v obraně; sám Kapitán ne (T92). Jednotka vedle něj smí projít VÝCVIKEM, i když se už pohnula nebo útočila; VÝCVIK jí přesto ukončí tah (T90).
    • **Triumf**: Děs (R), 10 zlatých, jednou za hru (T84), hraje se jako reakce v kterémkoli tahu. Všechny karty Akce na zásobníku a všechny dosud trvající účinky karet končí a až do konce probíhajícího tahu nikdo nesmí zahrát kartu Akce. Intuice na něj odpovědět nemůže: je to Triumf, ne karta Akce (T93).
tactica-empire-text-babylon =
    • **Pasivní**: OTROCTVÍ (TA): Rolníci vás stojí 3 zlaté. Když vaše jednotka zabije nepřátelského Rolníka, smíte zdarma naverbovat Rolníka na své volné pole Podhradí, máte-li volný žeton (T95). NEZDAR (TA): pokaždé, když nepřátelská jednotka zabije vaši jednotku na cíli a postoupí na něj, ztratíte 1 zlatý, ne však pod 0 (T37, T96); každý váš hrad vám při příjmu dá 3 zlaté (T96).
    • **Aktivované**: OBCHOD (BA, jednou za kolo, ale jen ve vašem vlastním tahu, T94): zamíchejte kartu Akce z ruky zpět do balíčku a získejte 4 zlaté, a/nebo zaplaťte 4 zlaté a donuťte soupeře podle své volby odhodit kartu Akce podle jeho volby.
    • **Speciální jednotka**: Architekt, 4 zlaté, útok 0 zblízka, obrana 1, jízda se 3 body pohybu; 5 žetonů (T85). PLÁN (TA) vylepší pole, na kterém stojí (T97): v Horách smí jeho horský žeton přejít na jinou přátelskou jednotku, která žádný nemá; na Středu přístavu +1 k vašemu limitu verbování v Docích; v Chrámu +1 karta Akce při vašem příjmu; ve Vesnici zdarma Rolník na vašem Podhradí při vašem Konci tahu.
    • **Triumf**: Text Triumfu Babylónu zatím není znám, takže Babylón hraje bez Triumfu, dokud nebude (T84).
tactica-empire-text-hittite =
    • **Pasivní**: Lehká jízda vás stojí 7 zlatých a Těžká jízda 11 zlatých. Každý váš hrad vám při příjmu dá jen 1 zlatý. Vaše Bojové vozy a Těžké válečné vozy mají únavu z verbování: v tahu, kdy byly naverbovány, se nemohou pohnout. Vaše Lehká pěchota má 4 body pohybu a Těžká pěchota 3 (každá o jeden víc). Vaše pěchota platí za sestup z Hor jen 1 bod pohybu; výstup do Hor stojí dál 2. Smíte kupovat i obyčejné Bojové vozy (T98).
    • **Aktivované**: žádné.
    • **Speciální jednotka**: Těžký válečný vůz, 8 zlatých; 5 žetonů (T85, T99). Funguje jako Bojový vůz a řídí ho pěchota, jeho řidič však získá +2/+2 a 1 bod pohybu navíc. Stejně jako u Bojového vozu řidič, jehož obrana klesne na 0 nebo −1, ztratí jen vůz (T99). Pro všechny účinky je to speciální jednotka, a jeho řidič také (T91, T99).
    • **Triumf**: Text Triumfu Chetitské říše zatím není znám, takže hraje bez Triumfu, dokud nebude (T84).
tactica-empire-text-lydia =
    • **Pasivní**: Těžká jízda vás stojí 8 zlatých. Vaše Bojové vozy dávají jen 1 bod pohybu navíc. NÁPOR (TA): pokaždé, když některá vaše jízda útočí, včetně Lýdské jízdy, smí si pro tento boj vzít +1/−1 (T100). Dluh: smíte utrácet až do −3 zlatých za každý hrad, který vlastníte; pod tímto limitem utrácet nemůžete. Při Předání tahu, po příjmu, se záporný zůstatek strhne ještě jednou (z −4 je −8). Krádeže a ztráty nikoho, ani vás, nikdy nesrazí pod 0: dluh vzniká jen z vašeho vlastního utrácení (T101).
    • **Aktivované**: žádné.
    • **Speciální jednotka**: Lýdská jízda, 9 zlatých, útok 3 zblízka, obrana 3, jízda se 6 body pohybu; 5 žetonů (T85). REFLEX (TA): když útočí, udeří první; pokud nepřátelská jednotka tímto úderem padne nebo ztratí Bojový vůz, žádné poškození se nevrací. Proti nepřátelské kartě Reflex se oba účinky ruší a poškození je současné (T46, T102).
    • **Triumf**: Text Triumfu Lýdie zatím není znám, takže Lýdie hraje bez Triumfu, dokud nebude (T84).
tactica-empire-text-media =
    • **Pasivní**: Nesmíte verbovat Lučištníky; Mág je povolen. Když si zvolíte Médii, veřejně určíte jeden typ jednotky kromě Rolníka (i Bojový vůz nebo Mága), který vás po celou hru stojí o 1 zlatý méně (T9, T103). Vaše jednotky se ve Vesnicích nezastavují: vyplenění Vesnice jim ponechá zbylé pohyby, ale dá jen 1 zlatý, a každá Vesnice dál platí jen jednou za tah (T104).
    • **Aktivované**: KRÁDEŽ (RA): při vašem Konci tahu ztratí soupeř podle vaší volby 1 zlatý, ne však pod 0 (T105).
    • **Speciální jednotka**: Mág, 9 zlatých, útok 2 na dálku s dostřelem 4, obrana 1, pěchota se 2 body pohybu; 5 žetonů (T85). Místo Vstupu do boje (který tím spotřebuje) smí zacílit jednotku v dostřelu 4, jako běžná akce bez boje a bez vráceného úderu (T106). BOLEST (RA): trvalý žeton −1/−1; útok neklesne pod 0 a jednotka, jejíž obrana klesne pod 1, je zničena. VYSÁTÍ (RA): zpomalující žeton; jednotka má jen 1 bod pohybu, bez bodů Bojového vozu, až do konce příštího tahu svého majitele.
    • **Triumf**: Text Triumfu Médie zatím není znám, takže Médie hraje bez Triumfu, dokud nebude (T84).
tactica-empire-text-parthia =
    • **Pasivní**: Lučištníci 2., 3. a 4. úrovně vás stojí o 1 zlatý méně: 3, 5, 8 a 11 zlatých za úrovně 1 až 4. Těžká pěchota vás stojí 7 zlatých. Nesmíte kupovat Bojové vozy (T107). PROTIÚTOK (TA): pokaždé, když se vyhodnotí soupeřův Překvapivý útok, Překvapivější útok nebo Otrávená čepel, smíte zaplatit 3 zlaté a vzít si kartu z odhazovacího balíčku do ruky; ne však, když ji zrušila Intuice, a limit karet v ruce platí (T107).
    • **Aktivované**: žádné.
    • **Speciální jednotka**: Jízdní lučištník, 6 zlatých, útok 2 na dálku s dostřelem 2, obrana 2, jízda s 5 body pohybu; 5 žetonů (T85). ÚHYB (TA): verbuje se s jedním žetonem Úhybu, který se nikdy neobnoví. Jakmile je známo poškození z boje na dálku, smí ho použít a zrušit veškeré poškození, které v tomto boji utrží (T108).
    • **Triumf**: Text Triumfu Parthie zatím není znám, takže Parthie hraje bez Triumfu, dokud nebude (T84).
tactica-empire-text-persia =
    • **Pasivní**: ODVOD (TA): když volíte svůj první hrad a pokaždé, když poprvé dobudete nějaký hrad, smíte zdarma naverbovat Rolníka na své Podhradí, unaveného jako každý nový rekrut (T9, T109). Když vaše dobytí vyřadí hráče, vezmete si jednu jeho jednotku podle své volby, než se ostatní odstraní; je unavená a Bojový vůz pod ní se odstraní (T109). Vaše Těžká pěchota má 3/2 a Těžká jízda 4/3 (o jednu obranu méně); na Nesmrtelného se to nevztahuje (T110).
    • **Aktivované**: UPLÁCENÍ (RA, jednou za tah, T83): zvolte nepřátelskou jednotku, zaplaťte její základní cenu (cenu jejího majitele) a položte na ni trvalý žeton Úplatku. Tato jednotka nesmí vstoupit do boje proti vašim jednotkám, ani když změní majitele; bránit se a být přesunuta však může (T111).
    • **Speciální jednotka**: Nesmrtelný, 9 zlatých, útok 4 zblízka, obrana 3, pěchota se 2 body pohybu; 5 žetonů (T85). ZNOVUZROZENÍ (TA): verbuje se se žetonem Znovuzrození. Když by měl být zničen, smíte žeton použít a zaplatit 9 zlatých: přesune se na sousední volné pole podle vaší volby s plnou obranou a jeho boj končí. Žeton získá zpět, když dorazí na pole Podhradí hradu, který vlastníte (T112).
    • **Triumf**: Text Triumfu Persie zatím není znám, takže Persie hraje bez Triumfu, dokud nebude (T84).
tactica-empire-text-scythia =
    • **Pasivní**: KOČOVNICTVÍ (TA): když ztratíte svůj poslední hrad, zůstáváte ve hře bez hradu a váš příští vlastní tah je bonusový tah na získání nového; pokud na jeho konci nevlastníte žádný hrad, jste vyřazeni (T114). PLENITELÉ (TA): Rolníky nemůžete získat žádným způsobem (T56, T115); pokaždé, když vaše jednotka bojující zblízka zabije v boji nepřátelskou jednotku a přežije, získáte 1 zlatý (T115).
    • **Aktivované**: SALVA (RA, jeden Lučištník za tah, T83): místo Vstupu do boje způsobí jeden váš Lučištník 1 poškození každé ze dvou různých nepřátelských jednotek ve svém dostřelu. Spotřebuje boj Lučištníka, ale bojem není: žádný vrácený úder, žádné bojové karty, žádná zabití a toto poškození nelze nijak zvýšit (T113).
    • **Speciální jednotka**: Amazonka, 5 zlatých, útok 3 zblízka, obrana 1, pěchota se 3 body pohybu; 5 žetonů (T85). TROFEJ (TA): pokaždé, když zabije nepřátelskou jednotku a přežije, dostane trvalý žeton +1/+1 (sčítají se) a majitel oběti ztratí 1 zlatý, ne však pod 0. PLENITELÉ vám k tomu dají svůj 1 zlatý (T116).
    • **Triumf**: Text Triumfu Skythie zatím není znám, takže Skythie hraje bez Triumfu, dokud nebude (T84).
tactica-empire-text-sumer =
    • **Pasivní**: Bojové vozy vás stojí 5 zlatých, ale dávají jen 1 bod pohybu navíc. Vaše jednotky bojující zblízka na Bojovém voze mají +1/+0 v útoku a +0/+1 v obraně, navíc k +1/+1 od vozu. Vaše Lehká jízda má 5 bodů pohybu a Těžká jízda 4. Lučištníci vás stojí o 2 zlaté víc: 5, 8, 11 a 14 zlatých za úrovně 1 až 4 (T117). PATENT (TA): pokaždé, když si dobíráte kartu Akce (nákup, Chrám, dobytí hradu), smíte ji ukázat všem a získat 1 zlatý (T118).
    • **Aktivované**: žádné.
    • **Speciální jednotka**: Gilgameš, 11 zlatých, útok 5 zblízka, obrana 5, jízda se 4 body pohybu; jediný žeton (T85, T119). SVRCHOVANOST (TA): pokaždé, když jako útočník zabije v boji nepřátelskou jednotku, majitel oběti odhodí kartu Akce podle své volby, má-li nějakou; Akkad je vůči tomu imunní (T87, T119).
    • **Triumf**: Text Triumfu Sumeru zatím není znám, takže Sumer hraje bez Triumfu, dokud nebude (T84).
# Schopnosti Říší jako akce (popisky nabídky: nejvýše 100 znaků), jejich události a rozhodnutí,
# která vyžadují. $you je „yes“ pro čtenáře; $seat je číslo hráče; pole jsou jejich označení.
# tactica-text-a-card stojí místo jména karty za slovem „kartu“ (u PROTIÚTOKU, kde jde vždy
# o kartu zahranou soupeřem).
tactica-text-a-card = zahranou soupeřem
tactica-text-ability-teleport = TELEPORT: { $unit } { $from } → { $to }
tactica-text-ability-throw = HOD: { $unit } { $from } hází oštěp na { $target }
tactica-text-ability-train = VÝCVIK: { $unit } { $field } se stane těžkou
tactica-text-ability-trade-card = OBCHOD: zamíchat kartu { $card } zpět do balíčku za { $gold } G
tactica-text-ability-trade-discard = OBCHOD: zaplatit { $gold } G, Hráč { $seat } odhodí kartu
tactica-text-ability-trade-both = OBCHOD: zamíchat kartu { $card } zpět (+{ $gold } G), zaplatit { $gold } G: Hráč { $seat } odhodí kartu
tactica-text-ability-trade-nothing = OBCHOD
tactica-text-ability-charge = NÁPOR: { $unit } { $from } útočí na { $target } s +{ $attack }/−{ $defense }
tactica-text-ability-pain = BOLEST: { $unit } { $from } na { $target }
tactica-text-ability-drain = VYSÁTÍ: { $unit } { $from } na { $target }
tactica-text-ability-bribe = UPLÁCENÍ: zaplatit { $gold } G, ať jednotka na { $target } neútočí na Peršany
tactica-text-ability-salvo = SALVA: { $unit } { $from } zasáhne { $first } a { $second }
tactica-text-ability-triumph = Triumf: { $triumph } za { $gold } G
tactica-text-ability-theft = KRÁDEŽ: Hráč { $seat } ztratí { $gold } G
tactica-text-ability-patent-show = PATENT: ukázat dobranou kartu za { $gold } G
tactica-text-ability-patent-keep = Nechat dobranou kartu skrytou
tactica-text-ability-counterattack-take = PROTIÚTOK: zaplatit { $gold } G a vzít si kartu { $card }
tactica-text-ability-counterattack-leave = Nechat kartu { $card } v odhazovacím balíčku
tactica-text-ability-free-peasant = Naverbovat jednotku { $peasant } zdarma na { $field }
tactica-text-ability-free-peasant-none = Bez jednotky { $peasant } zdarma
tactica-text-ability-capture = Vzít si jednotku { $unit } na { $field }
tactica-text-ability-take-intelligence = { $cards ->
    [0] Nevzít si žádnou kartu Zpravodajství
    [one] Vzít si jednu kartu Zpravodajství
    [few] Vzít si { $cards } karty Zpravodajství
   *[other] Vzít si { $cards } karet Zpravodajství
}
tactica-text-ability-evade = ÚHYB: použít žeton, žádné poškození
tactica-text-ability-evade-not = Utrpět poškození, žeton si nechat
tactica-text-ability-rebirth = ZNOVUZROZENÍ: ustoupit na { $field } za { $gold } G
tactica-text-ability-rebirth-not = Nechat Nesmrtelného zemřít, zlato si nechat
tactica-text-event-ability = { $you ->
    [yes] Ohlásili jste
   *[other] Hráč { $seat } ohlásil
} { $what }.
# Proč se změnilo zlato, za částkou.
tactica-gold-reason = { $reason ->
    [plunder] PLENITELÉ
    [trophy] TROFEJ
    [failure] NEZDAR
    [theft] KRÁDEŽ
    [patent] PATENT
    [trade] OBCHOD
    [debt] dluh
    [counterattack] PROTIÚTOK
    [triumph] Triumf
   *[other] { $reason }
}
tactica-text-event-gold-gained = { $you ->
    [yes] Získali jste
   *[other] Hráč { $seat } získal
} { $gold } G ({ $why }).
tactica-text-event-gold-lost = { $you ->
    [yes] Ztratili jste
   *[other] Hráč { $seat } ztratil
} { $gold } G ({ $why }).
tactica-text-event-trained = Jednotka na { $field } je teď { $unit } (VÝCVIK).
tactica-text-event-trophy = Amazonka na { $field } získala žeton TROFEJ (+1/+1).
tactica-text-event-pained = BOLEST: jednotka na { $field } dostala žeton −1/−1.
tactica-text-event-drained = VYSÁTÍ: jednotka na { $field } se v příštím tahu svého majitele pohne jen o 1 pole.
tactica-text-event-bribed = { $you ->
    [yes] Uplatili jste
   *[other] Hráč { $seat } uplatil
} jednotku na { $field } za { $gold } G: nesmí útočit na Peršany (UPLÁCENÍ).
tactica-text-event-evaded = Jízdní lučištník na { $field } použil svůj ÚHYB: žádné poškození.
tactica-text-event-reborn = { $you ->
    [yes] Váš Nesmrtelný
   *[other] Nesmrtelný hráče { $seat }
} místo smrti přešel z { $from } na { $to } za { $gold } G (ZNOVUZROZENÍ).
tactica-text-event-card-shown = { $you ->
    [yes] Ukázali jste
   *[other] Hráč { $seat } ukázal
} dobranou kartu: { $card } (PATENT).
tactica-text-event-hand-shown = { $you ->
    [yes] Vaši ruku teď vidí všichni
   *[other] Ruku hráče { $seat } teď vidí všichni
}: { $cards }.
tactica-text-event-card-taken = { $you ->
    [yes] Vzali jste si
   *[other] Hráč { $seat } si vzal
} do ruky kartu { $card }.
tactica-text-event-card-returned = { $you ->
    [yes] Zamíchali jste
   *[other] Hráč { $seat } zamíchal
} kartu zpět do balíčku.
tactica-text-event-terror = { $you ->
    [yes] Zahráli jste
   *[other] Hráč { $seat } zahrál
} Děs: karty Akce na zásobníku jsou zrušeny a až do konce tahu už nelze zahrát žádnou kartu Akce.
tactica-text-event-conscripted = { $you ->
    [yes] Vzali jste
   *[other] Hráč { $seat } vzal
} hráči { $victim } jednotku { $unit } na { $field } (ODVOD).
tactica-text-event-nomad = { $you ->
    [yes] Přišli jste o poslední hrad, ale zůstáváte
   *[other] Hráč { $seat } přišel o poslední hrad, ale zůstává
} ve hře ještě jeden tah (KOČOVNICTVÍ).
tactica-text-decide-theft = který soupeř ztratí { $gold } G (KRÁDEŽ)
tactica-text-decide-patent = zda za { $gold } G ukázat právě dobranou kartu (PATENT)
tactica-text-decide-counterattack = zda zaplatit { $gold } G a vzít si kartu { $card } (PROTIÚTOK)
tactica-text-decide-free-peasant = zda zdarma naverbovat jednotku { $peasant } na své Podhradí a na které pole ({ $ability ->
    [slavery] OTROCTVÍ
    [plan] PLÁN
   *[other] ODVOD
 })
tactica-text-decide-capture = kterou jednotku hráče { $seat } si vzít, než se ostatní odstraní (ODVOD)
tactica-text-decide-eyes-and-ears = kolik karet Zpravodajství si vzít (OČI A UŠI: nejvýš dvě)
tactica-text-decide-evasion = zda Jízdní lučištník na { $field } použije svůj ÚHYB a v tomto boji neutrpí žádné poškození
tactica-text-decide-rebirth = zda Nesmrtelný na { $field } místo smrti ustoupí za { $gold } G, a na které pole (ZNOVUZROZENÍ)
tactica-text-ability-plan = PLÁN: { $unit } { $from } předá svůj horský žeton jednotce { $target }
tactica-text-decide-play-order = zda hrát jako první, nebo jako druhý (volí poražený z minulého zápasu, T7)
tactica-text-action-play-first = Hrát jako první ({ $gold } G)
tactica-text-action-play-second = Hrát jako druhý ({ $gold } G)
tactica-text-event-first-player = { $you ->
    [yes] Hrajete
   *[other] Hráč { $seat } hraje
} jako první.
