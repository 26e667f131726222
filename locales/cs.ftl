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
# $grant je doba trvání, např. „1day“.
deadline-passed = { $player }: v zápase #{ $match_id } vypršel termín tahu. { $waiting }, můžete si nárokovat výhru, nebo přidat { $grant } navíc. (Druhý zmeškaný termín po prodloužení zápas ukončí.)
button-claim = Nárokovat výhru
button-grant = Přidat { $grant } navíc
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
refused-turn-time = Čas na tah musí být mezi { $min } a { $max }.
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
cmd-rules-topic-description = Téma: overview, setup, turn, attack, supports, reactions, teams, rulings
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

## Tactica na Discordu

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
tactica-hand-title = { $colour } Zápas Tactica #{ $match_id } · vaše místo
tactica-hand-gold = Vaše zlato: { $gold }.
tactica-hand-none = V ruce nemáte žádné karty Akce.
tactica-hand-waiting = Zápas teď na vás nečeká.
tactica-picture-map = Mapa zápasu
tactica-passed = Váš pas je zaznamenán.
tactica-order = { $order ->
    [always_pass] pasovat v každém reakčním okně
    [pass_far_away] pasovat při verbování, nákupech a pohybech daleko ode mě
   *[ask] zeptat se mě
}
tactica-orders-now = Reakční okna: { $order }
tactica-free-for-all = každý sám za sebe
tactica-alliances = aliance: { $alliances }
tactica-challenge = { $challenger } vyzývá { $invited } ke hře Tactica na mapě { $map } ({ $players } { $players ->
    [one] hráč
    [few] hráči
    [many] hráče
   *[other] hráčů
}, { $alliances }).
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
