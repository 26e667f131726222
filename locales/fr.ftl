# Invictus : messages en français. Mêmes identifiants et mêmes variables que en.ftl (un test le
# vérifie). Syntaxe Fluent : https://projectfluent.org/fluent/guide/

language-name = Français

## Sièges, unités et lieux (words.rs)

# Un siège nommé sans son joueur : « joueur A ».
seat-plain = joueur { $seat }
unit-on-cell = { $unit } en { $cell }
empty-cell = la case vide { $cell }
unknown-unit = ?

## Ce que fait un soutien, tel que son joueur le choisit

choice-warrior = +1 d’attaque à toutes vos unités ce tour
choice-guardian = annuler l’attaque
choice-archer = 1 dégât à l’ennemi { $target }
choice-priest = déplacer votre { $unit } en { $cell }
choice-wizard = annuler le soutien
choice-samurai = +3 d’attaque à votre prochaine attaque de Soldat
choice-musha = annuler l’attaque
choice-musha-swap = annuler l’attaque et échanger l’unité attaquée dans sa colonne
choice-juhei = 2 dégâts à l’ennemi { $target }
choice-komuso = votre prochaine attaque de Soldat a la portée de votre Leader
choice-ninja = deux cartes au hasard de la main ennemie vont dans sa réserve
choice-commander = redresser vos Soldats
choice-medjay = annuler l’attaque et renvoyer l’unité attaquée dans la main de son propriétaire
choice-slinger = 2 dégâts à l’unité ennemie au centre de la rangée avant
choice-anubis = { $unit } de votre cimetière en { $cell }
choice-sorcerer = annuler le soutien ; votre citoyen { $unit } dans votre main
choice-viking = +1 d’attaque par unité inclinée de votre camp, pour chaque attaque de ce tour
choice-arbalist = dégâts à l’ennemi { $target }
choice-bard = { $unit } de la réserve ennemie vers la case ennemie { $cell }
choice-druid = annuler le soutien ; { $unit } du cimetière ennemi dans sa réserve
choice-ocelotl = toutes vos unités attaquent avec X ce tour
choice-tlacochcalcatl = annuler l’attaque contre votre Leader
choice-cuauhtli = l’ennemi { $target } dans votre royaume
choice-pochtecatl = échanger votre { $unit } avec votre citoyen { $citizen }
choice-tlamacazqui1 = annuler le soutien du Soldat
choice-tlamacazqui2 = { $unit } du cimetière ennemi dans votre royaume
choice-immortal = +2 d’attaque aux Soldats qui attaquent une unité de la rangée avant ce tour
choice-cataphract = annuler l’attaque ; l’unité attaquée échange sa place avec votre { $unit }
choice-siphonarioi = 1 dégât à chaque unité ennemie de la rangée avant
choice-diplomat = déplacer l’unité qui vient d’être touchée vers la case ennemie { $cell }
choice-alchemist1 = annuler le soutien violet
choice-alchemist2 = l’ennemi ne peut jouer aucun soutien ce tour
choice-alchemist3 = l’ennemi ne peut jouer aucun soutien pendant son prochain tour

## Les actions, telles que les lit le joueur qui les choisit

# $count est le nombre de Soldats d’une main de départ (3 en duel, 2 en mode par équipes).
action-keep = Garder ces { $count ->
    [2] deux
   *[3] trois
} Soldats
action-mulligan = Mulligan : piocher { $count ->
    [2] deux
   *[3] trois
} nouveaux Soldats
action-setup-battlefield = Placer { $unit } en { $cell }
action-setup-reserve = Mettre { $unit } dans la réserve
action-setup-kingdom = Mettre { $unit } dans le royaume
action-recruit = Recruter { $unit } en { $cell }
action-recruit-replacing = Recruter { $unit } en { $cell } (à la place de { $replaced })
action-attack = { $attacker } attaque l’ennemi { $target }
action-play-support = Jouer { $unit } : { $choice }
action-send-to-kingdom = Envoyer { $unit } au royaume
action-end-turn = Finir le tour
action-discard = Défausser { $unit } dans le royaume
action-pass = Passer
action-conscript = Conscrire { $unit } en { $cell }
action-resign = Abandonner
action-time-out = Laisser expirer le délai

## Issues et phases

# $condition : execution, development, collapse, end_of_war, resignation ou timeout.
outcome-win = { $side } gagne { $condition ->
    [execution] par exécution (le Leader ennemi est tombé)
    [development] par développement (plus de citoyens dans quatre couleurs)
    [collapse] par effondrement (l’ennemi n’a pas pu conscrire)
    [end_of_war] à la fin de la guerre
    [resignation] par abandon
   *[timeout] au temps (l’adversaire a dépassé le délai)
}
outcome-draw = match nul : tous les départages de la fin de la guerre sont à égalité
phase-mulligan = mise en place : garder ou mulligan
phase-setup-battlefield = mise en place : champ de bataille
phase-setup-reserve = mise en place : réserve
phase-setup-kingdom = mise en place : royaume
phase-action = phase d’action
phase-discard = phase de défausse
phase-over = partie terminée

## Qui doit répondre à quoi

waiting-attack = { $player } peut réagir à l’attaque de { $attacker } : { $unit } attaque { $target }
waiting-support = { $player } peut réagir au { $unit } de { $supporter } ({ $support })
waiting-after-hit = { $player } peut jouer un soutien après le coup porté en { $cell }
waiting-conscription = { $player } conscrit (unités placées : { $placed } sur 2)
waiting-act = { $player } doit jouer ({ $phase })

## Événements, tels que leur lecteur peut les voir

mulligan-secret = Votre choix reste secret jusqu’à ce que votre adversaire ait fait le sien ; les deux sont alors appliqués et le premier joueur est tiré au sort
event-kept-hand = { $player } garde sa main
event-mulliganed = { $player } fait un mulligan
event-first-player = { $player } joue en premier (tiré au sort après les mulligans)
event-drew = { $player } pioche { $unit }
event-turn-started = Tour { $turn } : { $player } joue
event-placed-on-battlefield = { $player } place { $unit } en { $cell }
event-placed-in-reserve = { $player } met { $unit } dans la réserve
# $reason : setup, bonus ou discard.
event-went-to-kingdom = { $unit } de { $player } va au royaume{ $reason ->
    [bonus] {" "}(bonus)
    [discard] {" "}(défausse)
   *[setup] {""}
}
# $from : hand, reserve ou kingdom.
event-recruited = { $player } recrute { $unit } depuis { $from ->
    [hand] la main
    [reserve] la réserve
   *[kingdom] le royaume
} en { $cell }
event-recruited-displacing = { $player } recrute { $unit } depuis { $from ->
    [hand] la main
    [reserve] la réserve
   *[kingdom] le royaume
} en { $cell }, { $displaced } recule
event-attack-declared = { $unit } de { $player } ({ $cell }) attaque { $target } ({ $target_cell })
event-passed = { $player } passe
event-attacked = L’attaque sur { $cell } touche (valeur { $value })
event-attacked-capture = L’attaque sur { $cell } touche (attaque de capture)
event-attack-blocked = L’attaque sur { $cell } est arrêtée
event-captured = { $player } capture { $unit } en { $cell }
event-killed = { $unit } de { $side } en { $cell } est tué
event-damaged = { $unit } de { $side } en { $cell } perd { $amount } ♥ (reste { $health_left } ♥)
event-advanced = { $unit } de { $side } avance en { $cell }
event-support-played = { $player } joue { $unit } ({ $support })
event-support-negated = Le soutien { $support } de { $player } est annulé par { $by }
event-attack-bonus = { $player } gagne +{ $bonus } d’attaque
event-moved = L’unité de { $side } se déplace : { $from } → { $to }
# $from et $to : hand, reserve, kingdom, graveyard ou battlefield.
event-transferred = { $unit } de { $player } passe { $from ->
    [hand] de la main
    [reserve] de la réserve
    [kingdom] du royaume
    [graveyard] du cimetière
   *[battlefield] du champ de bataille
} { $to ->
    [hand] dans la main
    [reserve] dans la réserve
    [kingdom] dans le royaume
    [graveyard] au cimetière
   *[battlefield] sur le champ de bataille
} de { $to_player }
event-transferred-cell = { $unit } de { $player } passe { $from ->
    [hand] de la main
    [reserve] de la réserve
    [kingdom] du royaume
    [graveyard] du cimetière
   *[battlefield] du champ de bataille
} { $to ->
    [hand] dans la main
    [reserve] dans la réserve
    [kingdom] dans le royaume
    [graveyard] au cimetière
   *[battlefield] sur le champ de bataille
} de { $to_player } en { $cell }
event-swapped = Les unités de { $side } en { $a } et { $b } échangent leurs places
event-effect = { $player } : le soutien { $support } prend effet
event-supports-locked = { $player } ne peut jouer aucun soutien ce tour
event-supports-locked-next = { $player } ne peut jouer aucun soutien au prochain tour
event-conscription-started = { $player } doit conscrire
event-conscripted = { $player } conscrit { $unit } depuis { $from ->
    [hand] la main
    [reserve] la réserve
   *[kingdom] le royaume
} en { $cell }
event-turn-ended = { $player } finit son tour
event-resigned = { $player } abandonne
event-timed-out = { $player } a dépassé le délai
event-game-over = Partie terminée : { $outcome }

## Le plateau public (discord/render.rs)

board-title = Invictus · partie #{ $match_id }
board-footer = Version { $version } · « Ma main » affiche vos cartes en privé
board-sides = { $a } contre { $b } · { $variant }
board-turn-order = Ordre de jeu { $order } · seul le joueur suivant peut réagir (R37)
board-kingdom-pairs = Royaumes par paires (couleurs menées, 4 pour gagner) : { $first } · { $second }
board-turn = **Tour { $turn }** · { $phase }
board-setup = **Mise en place**
# $time est une heure Unix en secondes, affichée par Discord dans le fuseau horaire du lecteur.
board-window-until = (fin <t:{ $time }:R>)
board-move-due = Échéance du coup <t:{ $time }:R>
board-on-vacation = { $player } est en vacances jusqu’au <t:{ $time }:f> : son horloge est arrêtée
# $order : first, second ou undrawn.
board-player-heading = Joueur { $seat } · { $leader } · { $order ->
    [first] premier joueur
    [second] second joueur
   *[undrawn] premier joueur pas encore tiré au sort
}
board-team-heading = Équipe { $members } · { $order ->
    [first] équipe 1 (joue en premier)
    [second] équipe 2
   *[undrawn] équipe 1 pas encore tirée au sort
}
board-reserve = Réserve { $count }/{ $limit } : { $units }
board-kingdom = Royaume { $kingdom }
board-counts = Cimetière { $graveyard } · Main { $hand } · Pioche { $draw_pile }
board-team-reserve = Réserve { $count }/{ $limit } : { $units } · Cimetière { $graveyard }
board-team-member = { $seat } { $leader } · Main { $hand } · Pioche { $draw_pile } · Royaume { $kingdom }
board-recent = Derniers événements
button-my-hand = Ma main

## Variantes

variant-standard = Standard
variant-light = Match léger (10 Soldats)
variant-experienced = Handicap Expérimenté (votre réserve : 4)
variant-master = Handicap Maître (votre réserve : 3)
variant-king = Handicap King (votre réserve : 2)
variant-invictus = Handicap Invictus (votre réserve : 1)

## Le message privé de la main

hand-title = Votre main · partie #{ $match_id }
hand-footer = Version { $version } · vous seul voyez ce message
hand-card = **{ $unit }** · att. { $attack } · ♥{ $upright }/{ $tilted }
hand-empty = (vide)
hand-your-move = À vous de jouer
hand-your-move-waiting = À vous de jouer — { $waiting }
hand-waiting-for = En attente : { $waiting }
hand-your-side = Votre camp
group-setup-battlefield = Placer { $unit } sur le champ de bataille
group-setup-reserve = Mettre une unité dans la réserve
group-setup-kingdom = Mettre un Soldat dans le royaume
group-recruit = Recruter { $unit }
group-recruit-replacing = { $cell } (à la place de { $replaced })
group-attack = Attaquer avec { $unit } ({ $cell })
group-support = Soutien : { $unit } ({ $support })
group-send-to-kingdom = Envoyer un Soldat au royaume (bonus)
group-discard = Défausser un Soldat dans le royaume
group-conscript = Conscrire { $unit }
menu-more = Plus…
menu-choices = { $count } choix
menu-choose-action = Choisissez une action…
button-back = Retour
# $order : ask, always_pass ou guard_leader.
order-name = { $order ->
    [ask] Me demander
    [always_pass] Toujours passer les réactions
   *[guard_leader] Protéger mon Leader quand je le peux
}
order-details = { $order ->
    [ask] Me solliciter à chaque fenêtre de réaction
    [always_pass] Fermer aussitôt mes fenêtres de réaction
   *[guard_leader] Arrêter une attaque contre mon Leader avec un soutien vert si j’en ai un ; sinon me demander
}
orders-placeholder = Fenêtres de réaction : { $order }

## Invites, mentions, rappels et résultats

window-prompt = { $player } — fenêtre de réaction : { $waiting }.
window-prompt-deadline = Répondez <t:{ $time }:R>, sinon le bot passe pour vous.
button-respond = Répondre
button-pass = Passer
turn-ping = { $player } — à vous de jouer : { $waiting }.
reminder = { $player } — rappel : c’est à vous de jouer dans la partie #{ $match_id }, jusqu’au <t:{ $time }:f> (<t:{ $time }:R>).
# $grant est une durée comme « 1day ».
deadline-passed = { $player } a manqué l’échéance dans la partie #{ $match_id }. { $waiting }, vous pouvez réclamer la victoire ou accorder { $grant } de plus. (Une seconde échéance manquée après un délai accordé met fin à la partie.)
button-claim = Réclamer la victoire
button-grant = Accorder { $grant } de plus
time-granted = { $player } a plus de temps dans la partie #{ $match_id } : jusqu’au <t:{ $time }:f> (<t:{ $time }:R>).
game-over = Partie terminée : { $outcome }.
button-rematch = Revanche

## Défis

challenge-duel = { $challenger } défie { $challenged } pour une partie d’Invictus !
challenge-rematch = { $challenger } propose à { $challenged } une revanche de la partie #{ $match_id } : mêmes conditions, premier joueur à nouveau tiré au sort.
team-challenge = Partie d’Invictus par équipes ! { $challenger } (A) et { $partner } (C) défient { $opponent } (B) et { $opponent2 } (D).
    Chaque joueur invité accepte avec sa propre armée ; la partie commence quand tous ont accepté. Les partenaires ne peuvent parler stratégie qu’avant la bataille.
# $window est la fenêtre de réaction en secondes ; $time l’expiration (secondes Unix).
challenge-terms = Variante : { $variant } · armée du challenger : { $army } · fenêtre de réaction : { $window } s
    Expire <t:{ $time }:R>.
button-accept-king = Accepter (armée King)
button-accept-same-army = Accepter (votre armée de cette partie)
button-decline = Refuser
challenge-other-army = …ou accepter avec une autre armée
challenge-saved-army = Votre armée « { $name } »
# $version : king, shogun, pharaoh, odin, tlatoani ou emperor.
preset-army = { $version ->
    [king] King (pure)
    [shogun] Shogun (pure)
    [pharaoh] Pharaoh (pure)
    [odin] Odin (pure)
    [tlatoani] Tlatoani (pure)
   *[emperor] Emperor (pure)
}

## Cartes et armées

card-title = { $unit } ({ $version })
# $role : soldier ou leader ; $colour : blue, green, red, yellow, purple ou leader.
card-description = { $role ->
        [leader] Leader
       *[soldier] Soldat
    } · { $colour ->
        [blue] bleu
        [green] vert
        [red] rouge
        [yellow] jaune
        [purple] violet
       *[leader] Leader
    }
    Attaque **{ $attack }** · Points de vie **{ $upright }** vertical / **{ $tilted }** incliné
    Portée (profondeur:décalage) : { $range }
card-support = Soutien
card-timing = Moment d’activation
army-saved = Enregistrée. Utilisez-la avec `army: { $name }` dans /challenge, /teams ou /practice.
army-numbers = attaque { $attack } · points de vie { $upright }/{ $tilted }
army-leader = **{ $unit }** (Leader) — { $numbers }
army-light = 10 Soldats : une armée pour un Match léger.
army-size = { $count } Soldats et le Leader.
army-text = Texte de l’armée : `{ $army }`
army-title = Armée « { $name } »

## Bilans et classements

tally = { $wins } V · { $losses } D · { $draws } N
profile-title = Profil
# $scope : server ou global.
profile-rating = { $scope ->
    [server] Ce serveur
   *[global] Tous les serveurs
} : cote { $rating } · rang { $place } sur { $total } · parties classées : { $games }
profile-provisional = (provisoire jusqu’à { $games } parties classées)
profile-unrated = { $scope ->
    [server] Ce serveur
   *[global] Tous les serveurs
} : pas encore de cote (un duel contre une personne compte pour la cote)
profile-record = Contre des humains : { $tally } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
# $result : win, loss ou draw.
profile-streak = Série en cours : { $result ->
    [win] { $count ->
        [one] { $count } victoire
       *[other] { $count } victoires
    }
    [loss] { $count ->
        [one] { $count } défaite
       *[other] { $count } défaites
    }
   *[draw] { $count ->
        [one] { $count } match nul
       *[other] { $count } matchs nuls
    }
}
profile-most-played = Armée la plus jouée : { $army } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
profile-by-army = Par armée (V–D–N) : { $armies }
profile-practice = Contre l’adversaire intégré : { $tally }
profile-last-matches = Dernières parties :
profile-builtin-opponent = l’adversaire intégré
profile-last-match = #{ $match_id } { $result ->
    [win] gagnée
    [loss] perdue
   *[draw] nulle
} contre { $against } avec { $army } · <t:{ $time }:d>
leaderboard-empty = Personne n’a encore de cote : un duel terminé entre deux personnes compte pour le classement.
leaderboard-mine = Votre rang : { $place } sur { $total } · cote { $rating }
leaderboard-unrated = Vous n’avez pas encore de cote ici.
leaderboard-legend = Les cotes sont calculées en Glicko-2 (± deux écarts-types) ; `?` signale une cote provisoire (moins de { $games } parties classées).

## Refus : une demande qui n’a rien changé, dite à la personne qui l’a faite

refused-army-invalid = Cette armée n’est pas valide : { $reason }.
refused-opponent-army-invalid = L’armée de l’adversaire n’est pas valide : { $reason }.
refused-too-many-matches = Vous jouez déjà le maximum de parties ({ $active } ; limite : { $limit }).
refused-challenge-yourself = Vous ne pouvez pas vous défier vous-même.
refused-players-different = Cette partie demande { $players } joueurs différents (l’adversaire intégré peut occuper une place).
refused-players-count = Cette partie demande { $players } joueurs : invitez-en { $invited }.
refused-no-opponent = Ce jeu n’a pas encore d’adversaire intégré : défiez des joueurs.
refused-reaction-window = La fenêtre de réaction doit être comprise entre 10 secondes et 24 heures.
refused-turn-time = Le temps par tour doit être compris entre { $min } et { $max }.
refused-too-many-challenges = Vous avez déjà le maximum de défis ouverts ({ $open } ; limite : { $limit }). Attendez une réponse ou laissez-en un expirer.
refused-no-such-challenge = Ce défi n’existe pas.
refused-not-invited = Seuls les joueurs invités peuvent répondre à ce défi.
refused-not-challenged = Seul le joueur défié peut répondre à ce défi.
refused-challenge-closed = Ce défi n’est plus ouvert.
refused-already-accepted = Vous avez déjà accepté : la partie commencera quand tout le monde aura accepté.
refused-challenge-damaged = Ce défi est endommagé ; veuillez en lancer un nouveau.
refused-cannot-start = Cette partie ne peut pas commencer : { $reason }
tactica-setup-players = cette carte ne se joue pas à { $players } joueurs (T5) ; `/tactica map` indique qui joue chaque carte.
tactica-setup-alliances = { $why ->
    [not_on_this_map] les alliances se jouent uniquement sur les cartes à 4 et 6 châteaux (T120).
    [too_few] il faut au moins deux alliances (T120).
    [uneven_sizes] les alliances sont toutes de deux ou toutes de trois joueurs (T120).
   *[seats_not_once] chaque joueur doit être dans exactement une alliance (T120).
}
tactica-setup-map = cette carte ne peut pas être jouée.
tactica-setup-empires = les Empires ne peuvent pas être attribués ainsi.
refused-not-over = La partie #{ $match_id } n’est pas encore terminée.
refused-rematch-duel-only = Une revanche n’est possible que pour un duel lancé entre deux personnes : commencez une nouvelle partie avec /challenge, /teams ou /practice.
refused-rematch-handicap = La partie #{ $match_id } imposait un handicap à { $player } : c’est à cette personne de demander la revanche.
refused-ai-stopped = l’IA s’est arrêtée : { $reason }
refused-vacation-short = Des vacances durent au moins un jour.
refused-already-on-vacation = Vous êtes déjà en vacances jusqu’au <t:{ $time }:f>.
refused-vacation-too-long = C’est plus que vos jours de vacances restants cette année : { $days }.
refused-army-name-length = Le nom d’une armée compte de 1 à { $max } caractères.
refused-army-name-characters = Le nom d’une armée ne peut contenir que des lettres, des chiffres, des espaces, « - » et « _ ».
refused-army-name-preset = « { $name } » est le nom d’une armée prédéfinie ; choisissez un autre nom.
refused-too-many-armies = Vous avez déjà { $max } armées enregistrées : supprimez-en une d’abord (/army delete).
refused-no-such-army = Vous n’avez aucune armée enregistrée nommée « { $name } ».
refused-nothing-to-save = Ce jeu ne conserve aucun choix enregistré.
refused-export-in-progress = La partie #{ $match_id } est encore en cours : elle pourra être exportée une fois terminée.
# $what : claim ou grant.
refused-nothing-to = Il n’y a rien à { $what ->
    [claim] réclamer
   *[grant] accorder
} : votre adversaire n’a dépassé aucune échéance.
refused-stale = Cette invite n’est plus à jour : la partie a avancé. Appuyez sur « Ma main » pour en obtenir une nouvelle.
refused-not-open = Cette action ne vous est pas ouverte maintenant. Appuyez sur « Ma main » pour voir vos actions possibles.
refused-not-your-move = Ce n’est pas à vous de jouer dans cette partie.
refused-not-a-player = Vous ne jouez pas dans cette partie.
refused-no-such-match = Cette partie n’existe pas.
refused-over = Cette partie est terminée.

## Pourquoi une armée n’est pas valide (dans refused-army-invalid)

army-error-not-a-leader = { $unit } est un Soldat, pas un Leader
army-error-soldier-is-leader = { $unit } est un Leader : une armée a exactement un Leader
army-error-two-types = deux types de Soldats { $colour ->
        [blue] bleus
        [green] verts
        [red] rouges
        [yellow] jaunes
       *[purple] violets
    } : { $first } et { $second }
army-error-zero-copies = { $unit } figure avec 0 exemplaire
army-error-wrong-size = nombre de Soldats de l’armée : { $soldiers } ; il en faut exactement { $expected } (plus le Leader)
army-error-not-key-value = « { $text } » : il faut clé=valeur (leader=…, blue=nom:nombre, …) ou une armée toute faite : king, shogun, pharaoh, odin, tlatoani, emperor
army-error-not-a-leader-name = « { $text } » n’est pas un Leader
army-error-leader-twice = le leader est donné deux fois
army-error-not-a-colour = « { $text } » n’est ni une couleur (blue, green, red, yellow, purple) ni leader
army-error-not-a-unit = « { $text } » n’est pas une unité d’Invictus
# $colour : blue, green, red, yellow ou purple.
army-error-wrong-colour = { $unit } n’est pas un Soldat { $colour ->
        [blue] bleu
        [green] vert
        [red] rouge
        [yellow] jaune
       *[purple] violet
    }
army-error-not-a-count = « { $text } » n’est pas un nombre (0 à 20)
army-error-no-leader = le texte de l’armée ne nomme aucun leader (leader=…)

## Textes des cartes (soutiens) : traduits à part, voir la section « Support texts of the cards » de en.ftl

## L’image du plateau

picture-player = Joueur { $seat } · { $leader } · main { $hand } · pioche { $draw_pile }
picture-graveyard = cimetière { $count }
picture-reserve = Réserve { $count }/{ $limit }
picture-kingdoms = Royaumes { $far } { $far_led } – { $near_led } { $near }
picture-over = Terminée · { $outcome }
picture-turn = Tour { $turn } · { $phase }
picture-setup = Mise en place
picture-to-act = au joueur { $seat } de jouer
picture-hand = Votre main ({ $count }) · ⚔ attaque · ♥ vertical/incliné
# $role : soldier ou leader ; $version : king, shogun, pharaoh, odin, tlatoani ou emperor.
picture-card-role = { $role ->
    [leader] Leader
   *[soldier] Soldat
} · { $version }
picture-upright = ♥ { $health } vertical
picture-tilted = ♥ { $health } incliné
picture-range = portée
picture-attacker = l’attaquant (rangée avant)

## Titres et descriptions des images (pour les lecteurs d’écran)

picture-title = Invictus · partie #{ $match_id } · { $variant }
# $time : « 2026-11-23 14:30 » (UTC).
picture-due = échéance { $time } UTC
picture-board-description = Le plateau
picture-hand-description = Votre main

## Réponses du bot

something-went-wrong = Un problème est survenu de notre côté ; rien n’a été modifié. Veuillez réessayer.

## Réponses aux clics

# Ajouté à un message public auquel on a répondu.
answered-rematch = { $player } propose une revanche à { $challenged } : le défi se trouve dans { $channel }.
answered-declined = Refusé par { $player }.
answered-passed = { $player } a passé.
answered-claimed = { $player } a réclamé la victoire.
answered-granted = { $player } a accordé plus de temps.
answered-accepted = Accepté par { $player } : la partie #{ $match_id } commence.
answered-accepted-waiting = { $player } a accepté ; en attente de { $waiting }.
resigned = Vous avez abandonné la partie #{ $match_id }.
thread-name = Partie d’Invictus #{ $match_id }
orders-set = Consigne pour la partie #{ $match_id } : { $order }.
click-unknown-builder = Désolé, je ne reconnais pas ce constructeur d’armée ; recommencez avec /army build.
click-pick-entry = Choisissez une entrée dans le menu.
click-not-offered = Ce n’est pas l’un des choix proposés.
click-unknown-button = Désolé, je ne reconnais pas ce bouton. Il vient peut-être d’une ancienne version du bot ; utilisez /board pour obtenir un plateau à jour.
click-not-yours = Ce message a été préparé pour un autre joueur ; rien n’a été modifié. Appuyez sur « Ma main » pour obtenir le vôtre.
click-pick-army = Choisissez une armée dans le menu.
click-no-saved-army = Vous n’avez aucune armée enregistrée sous ce nom.
click-not-offered-army = Ce n’est pas l’une des armées proposées.
click-unknown-choice = Désolé, je ne reconnais pas ce choix.
click-window-not-yours = Ce n’est pas à vous de répondre à cette fenêtre de réaction.
click-hand-not-a-player = Vous ne jouez pas dans cette partie ; le plateau ci-dessus montre tout ce qui est public.

## Annonces de l’annonceur

challenge-expired = Le défi lancé par { $challenger } à { $challenged } a expiré.
window-in-match = Fenêtre de réaction dans la partie #{ $match_id }.
window-closed = fermée

## Le terminal (invictus play)

local-player = Joueur
local-ai = IA
local-partner = Partenaire
local-ai-seat = IA { $seat }
local-player-team = Équipe du joueur
local-ai-team = l’équipe de l’IA
play-no-seat = la partie #{ $match_id } n’a pas de place pour vous
play-against-ai = contre l’IA ({ $level })
play-against-teams = par équipes : vous (A) et un partenaire IA (C) contre deux IA (B, D), toutes au niveau { $level } ; les partenaires ne peuvent se parler qu’avant la bataille (R44)
play-start = Partie #{ $match_id } { $against } ; enregistrée dans { $path }.
    Tapez un numéro pour choisir, `b` pour le plateau, `help` pour l’aide, `q` pour arrêter (reprise avec `invictus play --resume`).
play-game-over = Partie terminée : { $outcome }.
play-nobody-acts = personne ne peut jouer dans cette partie
play-ai-no-move = l’IA n’a trouvé aucun coup
play-your-move = À vous de jouer : { $waiting }.
play-stopped = Arrêt ; la partie est enregistrée. Reprenez-la avec `invictus play --resume`.
play-help = Tapez le numéro d’un choix. `b` réaffiche le plateau, `resign` abandonne la partie, `q` arrête (la partie est enregistrée).
play-type-a-number = Veuillez taper un nombre de 1 à { $count } (ou `help`).
play-nothing-to-resume = aucune partie inachevée dans { $path } : lancez-en une avec `invictus play`
play-no-ai-seat = la partie #{ $match_id } n’a pas de place pour l’IA
play-already-stored = ce coup était déjà enregistré
terminal-setup-heading = Mise en place · { $phase }
terminal-over-heading = Tour { $turn } · la partie est terminée
terminal-turn-heading = Tour { $turn } · { $whose } · { $phase }
terminal-your-turn = votre tour
terminal-ai-turn = le tour de l’IA
terminal-turn-of = le tour de { $player }
terminal-turn-order = Ordre de jeu : { $order }
terminal-you = Vous
terminal-your-hand = Votre main ({ $count }) : { $cards }
terminal-empty = vide
terminal-member = { $who } ({ $leader }) · main { $hand } · pioche { $draw_pile }
terminal-graveyard = cimetière { $count }
terminal-kingdom = royaume : { $kingdom }
terminal-reserve = réserve { $count }/{ $limit } : { $units }
picture-title-stored = Invictus · partie #{ $match_id }

## Le constructeur d’armée (/army build)

# Gardez le nom de l’armée entre guillemets (“…” ou « … ») : le bot le relit depuis cette ligne.
builder-heading = Construction de l’armée « { $name } ». Choisissez le Leader puis, couleur par couleur, un type de Soldat et son nombre ; enfin, Enregistrer.
builder-full = Armée complète : prête à être enregistrée.
builder-light = Armée pour un Match léger : prête à être enregistrée.
builder-not-ready = Pas encore prête : { $reason }.
builder-leader = Leader : { $unit }
# $colour : blue, green, red, yellow ou purple.
builder-editing = Couleur en cours : { $colour ->
        [blue] bleu
        [green] vert
        [red] rouge
        [yellow] jaune
       *[purple] violet
    } — choisissez une autre couleur
builder-edit = Modifier : { $colour ->
        [blue] bleu
        [green] vert
        [red] rouge
        [yellow] jaune
       *[purple] violet
    }
builder-soldier = Soldat { $colour ->
        [blue] bleu
        [green] vert
        [red] rouge
        [yellow] jaune
       *[purple] violet
    } : { $unit }
builder-soldier-none = Soldat { $colour ->
        [blue] bleu
        [green] vert
        [red] rouge
        [yellow] jaune
       *[purple] violet
    } : aucun
builder-no-soldier = Aucun Soldat { $colour ->
        [blue] bleu
        [green] vert
        [red] rouge
        [yellow] jaune
       *[purple] violet
    }
builder-count = Nombre { $colour ->
        [blue] bleu
        [green] vert
        [red] rouge
        [yellow] jaune
       *[purple] violet
    } : { $count }
builder-count-none = Nombre { $colour ->
        [blue] bleu
        [green] vert
        [red] rouge
        [yellow] jaune
       *[purple] violet
    } : choisissez d’abord un Soldat
builder-count-option = { $count } × { $colour ->
        [blue] bleu
        [green] vert
        [red] rouge
        [yellow] jaune
       *[purple] violet
    }
builder-save = Enregistrer « { $name } »

## Commandes slash : réponses

command-unreadable-options = Je n’ai pas pu lire les options de cette commande ; rien n’a été modifié. Veuillez la saisir à nouveau.
command-not-a-duration = « { $text } » n’est pas une durée : écrivez-la par exemple { $examples }.
command-no-match-here = Vous n’avez aucune partie en cours dans ce salon.
pings-set = Les mentions pour la partie #{ $match_id } sont { $on ->
    [on] activées
   *[off] désactivées (votre nom reste affiché)
}.
vacation-started = Bonnes vacances ! Vos horloges sont arrêtées jusqu’au <t:{ $time }:f>. Jours de vacances restants cette année : { $days }.
resign-confirm = Abandonner la partie #{ $match_id } ? Cette action est irréversible.
button-resign = Abandonner
command-no-match-in-channel = Il n’y a aucune partie en cours dans ce salon.
armies-none = Vous n’avez aucune armée enregistrée. Enregistrez-en une avec /army save (un nom et une armée prédéfinie ou un texte d’armée).
# $light : yes ou no.
armies-line = **{ $name }**{ $light ->
    [yes] {" "}(Match léger)
   *[no] {""}
} : Leader { $leader }, { $soldiers }
armies-title = Vos armées enregistrées
armies-no-such = Vous n’avez aucune armée enregistrée nommée « { $name } ». /army list affiche les vôtres.
armies-deleted = Votre armée « { $name } » a été supprimée.
# $scope : server ou global.
leaderboard-title = Classement · { $scope ->
    [server] ce serveur
   *[global] tous les serveurs
}
challenge-not-a-bot = Vous ne pouvez pas défier un bot. Défiez plutôt une personne.
challenge-people-only = Seules des personnes (ou ce bot lui-même) peuvent occuper une place.

# $level : easy, normal ou hard.
level-name = { $level ->
    [easy] facile
    [hard] difficile
   *[normal] normal
}
# $mode : duel ou teams.
practice-started = { $mode ->
    [teams] { $player } lance la partie d’entraînement par équipes #{ $match_id } : { $player } (A) et un partenaire intégré (C) contre deux adversaires intégrés (B, D), tous de niveau { $level }. Les partenaires ne peuvent se parler qu’avant la bataille.
    [free-for-all] { $player } lance la partie d’entraînement #{ $match_id }, chacun pour soi contre des adversaires intégrés ({ $level }).
   *[duel] { $player } lance la partie d’entraînement #{ $match_id } contre l’adversaire intégré ({ $level }).
}
games-none = Vous n’avez aucune partie en cours. Lancez-en une avec /challenge.
# $whose : mine, theirs ou over.
games-line = #{ $match_id } contre { $opponent } · tour { $turn } · { $whose ->
    [mine] **à vous de jouer**
    [theirs] au tour de l’adversaire
   *[over] terminée
}
games-move-due = échéance du coup <t:{ $time }:R>
games-window-closes = la fenêtre se ferme <t:{ $time }:R>
games-board-link = [plateau]({ $link })
games-title = Vos parties en cours
history-none = Vous n’avez encore aucune partie terminée.
# $won : yes ou no ; $condition comme dans outcome-win.
history-result = { $won ->
    [yes] **gagnée**
   *[no] perdue
} { $condition ->
    [execution] par exécution
    [development] par développement
    [collapse] par effondrement
    [end_of_war] à la fin de la guerre
    [resignation] par abandon
   *[timeout] au temps
}
history-draw = match nul
history-abandoned = abandonnée
history-line = #{ $match_id } contre { $opponent } · { $result } · <t:{ $time }:d>
history-title = Vos parties terminées
export-message = Le journal de la partie #{ $match_id } : sa mise en place et ses { $actions } actions, horodatées. Rejouez-la avec `invictus replay invictus-match-{ $match_id }.json`.
export-description = Le journal de la partie d’Invictus #{ $match_id }

## Textes de référence : /rules et /help

rules-title = Règles · { $title }
rules-footer = /rules topic:… pour en savoir plus · /card name:… pour une carte
rules-topics = Sujets : { $topics }.
card-unknown = Aucune carte ne s’appelle « { $name } ». Commencez à taper et choisissez-en une dans la liste.
rules-overview-title = Vue d’ensemble
rules-overview-text = Deux joueurs, chacun avec une armée de 20 Soldats et un Leader (Match léger : 10 et un Leader). Un champ de bataille de 2×3 cases par joueur (rangée avant F1–F3, rangée arrière B1–B3 ; une case arrière ne peut être occupée que si la case avant de sa colonne l’est). On gagne en tuant ou en capturant le Leader ennemi (exécution), en ayant plus de citoyens que l’adversaire dans 4 couleurs (développement), quand l’adversaire ne peut pas conscrire 2 unités (effondrement), ou à la fin de la guerre, quand les deux pioches sont vides.
rules-setup-title = Mise en place
rules-setup-text = Chaque joueur pioche 3 Soldats (2 en mode équipes) et peut les remélanger une fois pour en piocher d’autres (mulligan), sans connaître le choix de l’adversaire ; puis le Leader rejoint la main et le premier joueur est tiré au sort (R7, R8). Ensuite, premier joueur d’abord : une unité sur une case avant, une unité dans la réserve (sans effet), un Soldat dans le royaume.
rules-turn-title = Un tour
rules-turn-text = Redressez vos unités et piochez. Puis une action : recruter (l’unité la plus à gauche de la réserve, ou une unité de la main si la réserve est vide, sur une case) ou attaquer (chaque unité verticale peut attaquer une fois, puis s’incline). Des soutiens peuvent être joués avant et après. Une fois par tour, vous pouvez envoyer un Soldat de votre main au royaume. Terminez le tour ; avec 6 cartes ou plus en main, envoyez des Soldats au royaume jusqu’à n’en garder que 5.
rules-attack-title = Attaques
rules-attack-text = Une unité attaque une unité ennemie à sa portée (profondeur et décalage depuis sa case). Une attaque exactement égale aux points de vie d’une cible intacte la capture (dans votre royaume) ; sinon, une attaque au moins égale à ses points de vie restants la tue (au cimetière) ; sinon, les dégâts restent jusqu’à la fin du tour (R17). Une attaque C capture un Soldat et inflige 1 dégât à un Leader (R18). Une unité arrière avance quand la case devant elle se vide.
rules-supports-title = Soutiens
rules-supports-text = Jouez une unité de votre main dans votre réserve (s’il y a de la place) pour l’effet de son soutien. Certains soutiens sont des réactions : ils se jouent dans une fenêtre de réaction, contre une attaque ou un soutien. Un soutien annulé reste dans la réserve, sans effet.
rules-reactions-title = Fenêtres de réaction
rules-reactions-text = Quand une attaque ou un soutien peut recevoir une réponse, le joueur visé obtient une fenêtre de réaction : le bot publie une invite avec Répondre et Passer. Répondre vous montre en privé ce que vous pouvez jouer ; si le temps s’écoule, le bot passe pour vous. Une fenêtre est proposée chaque fois qu’une réaction est possible d’après les informations publiques : une fenêtre proposée ne révèle donc jamais ce que vous avez en main.
rules-teams-title = Mode par équipes (4 joueurs)
rules-teams-text = Deux équipes de deux : A et C contre B et D (R32–R44). L’ordre de jeu est A, B, C, D (B, A, D, C quand le tirage désigne l’équipe 2 pour commencer). Chaque équipe partage un champ de bataille, une réserve et un cimetière ; chaque joueur garde sa main, sa pioche, son royaume et son Leader. Mise en place : 2 Soldats chacun (un mulligan), puis A et B placent une unité sur leur rangée avant, C et D une unité dans leur réserve, et les quatre un Soldat dans leur royaume. À votre tour, vous contrôlez toutes les unités de votre équipe. Seul le joueur suivant peut réagir au joueur actif. Un Soldat capturé rejoint le royaume de l’attaquant. Une équipe perd quand l’un de ses Leaders tombe ou quand elle ne peut pas conscrire ; le développement compare les royaumes par paires, A avec B et C avec D. Les partenaires ne peuvent parler stratégie qu’avant la bataille, jamais pendant : votre main reste privée, même pour votre partenaire. Jouez-y avec /teams ou /practice mode:Équipes.
rules-rulings-title = Arbitrages
rules-rulings-text = Là où le livret de règles est ambigu, le bot suit les arbitrages R1–R44 et les règles maison H1–H21 décrits dans docs/rulings.md du projet (p. ex. R23 : les fenêtres ne sont proposées que d’après les informations publiques).
help = **Invictus** — un jeu de cartes tactique pour deux joueurs (ou quatre, en équipes de deux), à jouer ici même.
    • `/challenge opponent:@someone` — proposer une partie (en option : armée, variante, fenêtre de réaction). L’adversaire accepte d’un bouton.
    • `/teams partner:@… opponent:@… opponent2:@…` — une partie par équipes à quatre ; les trois invités acceptent, chacun avec son armée.
    • `/practice` — jouer contre l’adversaire intégré (niveaux Facile, Normal, Difficile ; `mode:Équipes` vous donne un partenaire intégré contre deux adversaires), ou défier le bot lui-même.
    • Sur le plateau, **Ma main** vous montre en privé vos cartes et ce que vous pouvez faire.
    • Les fenêtres de réaction vous mentionnent avec **Répondre** / **Passer** ; si le temps s’écoule, le bot passe pour vous.
    • `/board` — republier le plateau · `/resign` — abandonner la partie de ce salon
    • `/games` — vos parties en cours · `/history` — vos parties terminées
    • `/orders` — répondre à votre place aux fenêtres de réaction (toujours passer, ou protéger votre Leader) · `/pings` — activer ou désactiver les mentions
    • `/vacation days:…` — arrêter vos horloges dans toutes vos parties pendant un temps
    • `/settings language` — la langue de vos réponses ou, pour les gestionnaires, celle des messages publics de ce serveur
    • `/card name:…` — les valeurs et le soutien d’une carte · `/rules topic:…` — les règles en bref

## /settings

settings-unknown-language = « { $text } » n’est pas une langue que le bot parle : choisissez { $known } ou auto.
settings-mine = Vos réponses sont désormais en { $language }.
settings-mine-auto = Vos réponses suivent désormais votre langue Discord.
settings-server-only = La langue d’un serveur se règle dans le serveur.
settings-managers-only = Seuls les membres autorisés à gérer ce serveur peuvent régler sa langue ; /settings language scope:Moi règle la vôtre.
settings-server = Les messages publics de ce serveur (plateaux, mentions, invites, résultats) sont désormais en { $language }.
settings-server-auto = Les messages publics de ce serveur suivent désormais sa langue Discord (actuellement { $language }).

## Commandes slash : descriptions et choix (les noms des commandes et des options restent en anglais)

cmd-challenge-description = Défier quelqu’un dans une partie d’Invictus.
cmd-challenge-opponent-description = Contre qui jouer
cmd-challenge-army-description = Votre armée : une armée prédéfinie (king, shogun, …), enregistrée, ou un texte d’armée
cmd-challenge-variant-description = Standard, Match léger ou un handicap sur vous-même
cmd-challenge-variant-choice-0 = Standard
cmd-challenge-variant-choice-1 = Match léger (10 Soldats)
cmd-challenge-variant-choice-2 = Handicap Expérimenté (votre réserve : 4)
cmd-challenge-variant-choice-3 = Handicap Maître (votre réserve : 3)
cmd-challenge-variant-choice-4 = Handicap King (votre réserve : 2)
cmd-challenge-variant-choice-5 = Handicap Invictus (votre réserve : 1)
cmd-challenge-reaction_window-description = Délai pour répondre à une fenêtre de réaction, comme 90s ou 5m
cmd-challenge-turn_time-description = Temps dont dispose chaque joueur par coup, comme 24h ou 3days
cmd-teams-description = Défier trois personnes par équipes : vous et votre partenaire contre deux adversaires.
cmd-teams-partner-description = Votre partenaire (place C)
cmd-teams-opponent-description = Le premier adversaire (place B)
cmd-teams-opponent2-description = Le second adversaire (place D)
cmd-teams-army-description = Votre armée : une armée prédéfinie (king, shogun, …), enregistrée, ou un texte d’armée
cmd-teams-variant-description = Standard, Match léger ou un handicap sur votre équipe
cmd-teams-variant-choice-0 = Standard
cmd-teams-variant-choice-1 = Match léger (10 Soldats)
cmd-teams-variant-choice-2 = Handicap Expérimenté (votre réserve : 4)
cmd-teams-variant-choice-3 = Handicap Maître (votre réserve : 3)
cmd-teams-variant-choice-4 = Handicap King (votre réserve : 2)
cmd-teams-variant-choice-5 = Handicap Invictus (votre réserve : 1)
cmd-teams-reaction_window-description = Délai pour répondre à une fenêtre de réaction, comme 90s ou 5m
cmd-teams-turn_time-description = Temps dont dispose chaque joueur par coup, comme 24h ou 3days
cmd-practice-description = Jouer une partie d’entraînement contre l’adversaire intégré dans ce salon.
cmd-practice-army-description = Votre armée : une armée prédéfinie, enregistrée, ou un texte d’armée
cmd-practice-vs-description = L’armée de l’IA (par défaut : la même que la vôtre) : prédéfinie, enregistrée ou texte d’armée
cmd-practice-level-description = La force de jeu de l’IA (par défaut : Normal)
cmd-practice-level-choice-0 = Facile
cmd-practice-level-choice-1 = Normal
cmd-practice-level-choice-2 = Difficile
cmd-practice-mode-description = Un duel (par défaut) ou le mode par équipes à 4 joueurs
cmd-practice-mode-choice-0 = Duel
cmd-practice-mode-choice-1 = Équipes (vous et un partenaire IA contre deux IA)
cmd-practice-game-description = Quel jeu (Invictus par défaut)
cmd-practice-game-choice-0 = Invictus
cmd-practice-game-choice-1 = Tactica
cmd-practice-map-description = Tactica : la carte (3 châteaux par défaut)
cmd-practice-map-choice-0 = 3 châteaux (2 ou 3 joueurs)
cmd-practice-map-choice-1 = 4 châteaux (4 joueurs)
cmd-practice-map-choice-2 = 6 châteaux (3 à 6 joueurs)
cmd-practice-players-description = Tactica : combien jouent, vous compris (par défaut 2, ou 4 sur la carte à 4 châteaux)
cmd-practice-empire-description = Tactica : votre Empire, ou draft (par défaut : sans Empires)
practice-tactica-draft = draft
practice-tactica-no-army = Les armées et le mode équipes sont des options d’Invictus ; un entraînement de Tactica prend une carte, un nombre de joueurs, un niveau et un Empire.
practice-invictus-no-map = La carte, le nombre de joueurs et l’Empire sont des options de Tactica : ajoutez game:Tactica.
cmd-resign-description = Abandonner votre partie dans ce salon (avec confirmation).
cmd-board-description = Republier le plateau de la partie de ce salon.
cmd-games-description = Vos parties en cours : adversaire, à qui de jouer, et un lien vers chaque plateau.
cmd-history-description = Vos parties terminées et leurs résultats.
cmd-export-description = Recevoir le journal d’une partie terminée dans un fichier (le format que lit `invictus replay`).
cmd-export-match-description = Le numéro de la partie (par défaut : votre dernière partie terminée)
cmd-profile-description = La cote, le bilan, la série, les armées et les dernières parties d’un joueur.
cmd-profile-user-description = Quel joueur (par défaut : vous)
cmd-leaderboard-description = Les meilleures cotes de ce serveur ou de tous les serveurs, et votre rang.
cmd-leaderboard-scope-description = Ce serveur (par défaut) ou tous les serveurs
cmd-leaderboard-scope-choice-0 = Ce serveur
cmd-leaderboard-scope-choice-1 = Tous les serveurs
cmd-orders-description = Régler votre consigne pour les fenêtres de réaction de la partie de ce salon.
cmd-orders-order-description = Ce que fait le bot quand vous pouvez réagir
cmd-orders-order-choice-0 = Me demander (par défaut)
cmd-orders-order-choice-1 = Toujours passer les réactions
cmd-orders-order-choice-2 = Arrêter les attaques contre mon Leader avec une carte de type Guardian si possible
cmd-pings-description = Activer ou désactiver les mentions du bot pour vous dans la partie de ce salon.
cmd-pings-on-description = Le bot peut-il vous mentionner dans cette partie
cmd-vacation-description = Prendre des vacances : vos horloges s’arrêtent dans toutes vos parties (quota annuel).
cmd-vacation-days-description = Combien de jours
cmd-army-description = Vos armées enregistrées : enregistrer sous un nom, lister, afficher ou supprimer.
cmd-army-save-description = Enregistrer une armée sous un nom (prédéfinie ou texte d’armée, complète ou Match léger).
cmd-army-save-name-description = Son nom, par exemple « shogun rush »
cmd-army-save-army-description = Une armée prédéfinie ou un texte d’armée : leader=shogun blue=samurai:4 green=guardian:4 …
cmd-army-build-description = Construire une armée par menus en voyant ses valeurs, puis l’enregistrer sous un nom.
cmd-army-build-name-description = Son nom, par exemple « shogun rush »
cmd-army-build-from-description = Partir d’une armée prédéfinie, enregistrée ou d’un texte d’armée (par défaut : King)
cmd-army-list-description = Lister vos armées enregistrées.
cmd-army-show-description = Afficher l’une de vos armées enregistrées avec ses valeurs.
cmd-army-show-name-description = Le nom de l’armée
cmd-army-delete-description = Supprimer l’une de vos armées enregistrées.
cmd-army-delete-name-description = Le nom de l’armée
cmd-card-description = Afficher une carte : ses valeurs, sa portée et le texte de son soutien.
cmd-card-name-description = Le nom de la carte
cmd-rules-description = Les règles en bref, par sujet.
cmd-rules-topic-description = Le sujet, comme overview, turn ou rulings (la liste dépend du jeu)
cmd-help-description = Comment jouer à Invictus ici.
cmd-settings-description = Vos réglages.
cmd-settings-language-description = Choisir la langue de vos réponses ou (gestionnaires) celle des messages publics du serveur.
cmd-settings-language-language-description = en, fr, … ou auto (suivre la langue de Discord)
cmd-settings-language-scope-description = Vos propres réponses (par défaut) ou les messages publics de ce serveur
cmd-settings-language-scope-choice-0 = Moi
cmd-settings-language-scope-choice-1 = Ce serveur

## Textes de soutien des cartes, en français (nos propres mots ; le livre de règles anglais fait foi)

support-warrior-timing = Pendant la phase 2 de votre tour.
support-warrior-text = Pendant ce tour, toutes les unités de votre champ de bataille gagnent 1 point d'attaque. Si vous utilisez ce soutien plusieurs fois dans le même tour, elles gagnent 1 point d'attaque de plus à chaque utilisation. Grâce à ce soutien, une unité peut capturer une unité adverse qui a plus de points de vie que ses points d'attaque d'origine.
support-guardian-timing = Lorsque l'adversaire choisit une unité et déclare une attaque.
support-guardian-text = Lorsque l'adversaire déclare une attaque, vous pouvez annuler cette attaque. L'unité attaquante de l'adversaire reste inclinée après l'attaque, et votre unité ne subit aucun dégât. Si ce soutien est annulé, le soutien d'un autre Guardian peut être utilisé contre la même attaque.
support-archer-timing = Pendant la phase 2 de votre tour.
support-archer-text = Choisissez une unité sur le champ de bataille adverse et infligez-lui 1 dégât. Ce soutien ne permet pas de capturer une unité.
support-priest-timing = Pendant la phase 2 de votre tour.
support-priest-text = Choisissez une unité de votre champ de bataille et déplacez-la vers un autre emplacement de votre champ de bataille. Si une unité occupe déjà l'emplacement choisi, les deux unités échangent leurs places.
support-wizard-timing = Lorsque l'adversaire place une unité dans sa réserve pour utiliser son soutien.
support-wizard-text =
    Annulez le soutien de l'adversaire.
    L'unité adverse reste dans la réserve et son soutien ne s'applique pas.
    Vous ne pouvez utiliser cette capacité qu'au moment où l'adversaire place une unité dans sa réserve : vous ne pouvez pas attendre qu'il annonce ses actions. Le soutien du Wizard ne peut pas être annulé.
support-king-timing = Le moment d'activation dépend du soutien utilisé.
support-king-text = Choisissez un soutien parmi ceux de ces 5 cartes et activez-le : Warrior, Guardian, Archer, Priest ou Wizard. Vous devez annoncer quel soutien vous utilisez au moment où vous placez votre King de votre main dans votre réserve.
support-samurai-timing = Pendant la phase 2 de votre tour.
support-samurai-text = La prochaine unité SOLDAT qui attaque gagne 3 points d'attaque. Si vous utilisez ce soutien plusieurs fois dans le même tour, l'unité gagne 3 points d'attaque de plus à chaque utilisation. L'effet de ce soutien ne vaut que pour 1 attaque, et il prend fin à la fin de ce tour.
support-musha-timing = Lorsque l'adversaire choisit une unité et déclare une attaque.
support-musha-text =
    Lorsque l'adversaire déclare une attaque, vous annulez cette attaque ; vous pouvez ensuite échanger l'unité attaquée avec l'unité placée devant ou derrière elle, dans l'autre rangée. L'unité attaquante de l'adversaire reste inclinée après l'attaque, et votre unité ne subit aucun dégât. Vous ne pouvez pas utiliser ce soutien s'il n'y a aucune unité dans la rangée arrière de votre champ de bataille. Si ce soutien est annulé, le soutien d'un autre Musha peut être utilisé contre la même attaque.
    Exemple : l'adversaire attaque votre Samurai, dans votre rangée avant. Vous utilisez Musha pour annuler cette attaque et, sans y être obligé, vous échangez votre Samurai avec votre Ninja placé dans votre rangée arrière. Votre Samurai se trouve maintenant dans la rangée arrière, et le Ninja dans la rangée avant.
support-juhei-timing = Pendant la phase 2 de votre tour.
support-juhei-text = Choisissez une unité dans la rangée arrière du champ de bataille adverse et infligez-lui 2 dégâts. Ce soutien ne permet pas de capturer une unité.
support-komuso-timing = Pendant la phase 2 de votre tour.
support-komuso-text = La prochaine unité SOLDAT qui attaque prend la même portée que votre LEADER. L'effet de ce soutien ne vaut que pour 1 attaque, et il prend fin à la fin de ce tour. Lorsque vous utilisez ce soutien, vous devez montrer votre LEADER à l'adversaire.
support-ninja-timing = Pendant la phase 2 de votre tour.
support-ninja-text = Choisissez au hasard 2 unités dans la main de l'adversaire et placez-les l'une après l'autre dans sa réserve. Vous ne pouvez pas utiliser ce soutien si l'adversaire n'a qu'une unité en main ou aucune, ni s'il a déjà 4 cartes ou plus dans sa réserve.
support-shogun-timing = Le moment d'activation dépend du soutien utilisé.
support-shogun-text = Choisissez un soutien parmi ceux de ces 5 unités et activez-le : Samurai, Musha, Juhei, Komuso ou Ninja. Vous devez annoncer quel soutien vous utilisez au moment où vous placez votre Shogun de votre main dans votre réserve.
support-commander-timing = Pendant la phase 2 de votre tour.
support-commander-text =
    Redressez toutes les unités SOLDAT de votre champ de bataille.
    Elles peuvent de nouveau attaquer.
    Vous ne pouvez pas utiliser ce soutien s'il n'y a aucune unité SOLDAT sur votre champ de bataille.
support-medjay-timing = Lorsque l'adversaire choisit une unité et déclare une attaque.
support-medjay-text =
    Lorsque l'adversaire déclare une attaque, annulez cette attaque et reprenez l'unité attaquée dans votre main.
    L'unité attaquante de l'adversaire reste inclinée après l'attaque, et votre carte ne subit aucun dégât.
    Si ce soutien est annulé, le soutien d'un autre Medjay peut être utilisé contre la même attaque.
    Vous ne pouvez pas utiliser ce soutien si vous n'avez qu'une seule unité sur votre champ de bataille.
support-slinger-timing = Pendant la phase 2 de votre tour.
support-slinger-text = Infligez 2 dégâts à l'unité adverse placée sur l'emplacement central de la rangée avant de son champ de bataille. Ce soutien ne permet pas de capturer une unité.
support-anubis-timing = Pendant la phase 2 de votre tour.
support-anubis-text = Choisissez une unité dans votre cimetière et placez-la droite sur un emplacement vide de votre champ de bataille. Ce placement ne compte pas comme votre action de recrutement. L'unité ramenée de votre cimetière peut attaquer dès le tour où vous utilisez ce soutien.
support-sorcerer-timing = Lorsque l'adversaire place une carte dans sa réserve pour utiliser son soutien.
support-sorcerer-text =
    Annulez le soutien de l'adversaire, puis choisissez une unité de votre royaume et prenez-la dans votre main. L'unité adverse reste dans la réserve et son soutien ne s'applique pas.
    Vous ne pouvez utiliser cette capacité qu'au moment où l'adversaire place une carte dans sa réserve : vous ne pouvez pas attendre qu'il annonce ses actions. Vous ne pouvez pas utiliser ce soutien si votre royaume ne contient aucune unité. Ce soutien ne peut pas annuler un soutien VERT (Guardian, Musha, etc.). Le soutien du Sorcerer ne peut pas être annulé.
support-pharaoh-timing = Le moment d'activation dépend du soutien utilisé.
support-pharaoh-text = Choisissez un soutien parmi ceux de ces 5 unités et activez-le : Commander, Medjay, Slinger, Anubis ou Sorcerer. Vous devez annoncer quel soutien vous utilisez au moment où vous placez votre Pharaoh de votre main dans votre réserve.
support-viking-timing = Pendant la phase 2 de votre tour.
support-viking-text =
    Pendant ce tour, toutes les unités de votre champ de bataille gagnent 1 point d'attaque par unité inclinée sur votre champ de bataille. Vous pouvez utiliser ce soutien plusieurs fois dans le même tour : à chaque utilisation, les unités gagnent de nouveau 1 point d'attaque par carte inclinée sur votre champ de bataille. Grâce à ce soutien, une unité peut capturer une unité adverse qui a plus de points de vie que ses points d'attaque d'origine.
    Exemple :
    la première unité qui attaque gagne 0 point d'attaque (aucune unité inclinée) ;
    la deuxième unité qui attaque gagne 1 point d'attaque (1 unité inclinée) ;
    la troisième unité qui attaque gagne 2 points d'attaque (2 unités inclinées).
support-giant-timing = -
support-giant-text = Le Giant n'a pas de soutien. Une fois la mise en place terminée, c'est directement depuis votre main, ou grâce au soutien d'une autre unité, que vous devez placer le Giant sur votre champ de bataille.
support-arbalist-timing = Pendant la phase 2 de votre tour.
support-arbalist-text =
    Choisissez une unité SOLDAT sur le champ de bataille adverse et infligez-lui autant de dégâts qu'il y a de cartes dans votre réserve. Ce soutien ne permet pas de capturer une unité.
    Exemple :
    Vous utilisez le soutien d'un Arbalist alors que votre réserve est vide : vous infligez 1 dégât au Giant adverse. Juste après, vous utilisez le soutien d'un autre Arbalist : vous infligez 2 dégâts au même Giant. Le Giant quitte le champ de bataille et va dans le cimetière de l'adversaire.
support-bard-timing = Pendant la phase 2 de votre tour.
support-bard-text = Choisissez une unité dans la réserve de l'adversaire et placez-la droite sur un emplacement vide du champ de bataille adverse.
support-druid-timing = Lorsque l'adversaire place une carte dans sa réserve pour utiliser son soutien.
support-druid-text = Annulez le soutien de l'adversaire. Choisissez ensuite une unité dans le cimetière de l'adversaire et placez-la à la suite dans sa réserve (à droite de la dernière carte). L'unité adverse reste dans la réserve et son soutien ne s'applique pas. Vous ne pouvez utiliser ce soutien qu'au moment où l'adversaire place une unité dans sa réserve : vous ne pouvez pas attendre qu'il annonce ses actions. Vous ne pouvez pas utiliser ce soutien si le cimetière de l'adversaire ne contient aucune unité. Le soutien du Druid ne peut pas être annulé.
support-odin-timing = Le moment d'activation dépend du soutien utilisé.
support-odin-text =
    Choisissez un soutien parmi ceux de ces 4 unités et activez-le : Viking, Arbalist, Bard ou Druid.
    Vous devez annoncer quel soutien vous utilisez au moment où vous placez votre Odin de votre main dans votre réserve.
support-ocelotl-timing = Pendant la phase 2 de votre tour.
support-ocelotl-text =
    Pendant ce tour, les points d'attaque de toutes les unités de votre champ de bataille valent « X » (le nombre d'unités que vous avez en main). Vous pouvez utiliser ce soutien plusieurs fois dans le même tour, mais les points d'attaque valent toujours « X », sans plus.
    Grâce à cette capacité, une unité peut capturer une unité adverse qui a plus de points de vie que ses points d'attaque d'origine.
support-tlacochcalcatl-timing = Lorsque l'adversaire choisit une unité et déclare une attaque contre votre LEADER.
support-tlacochcalcatl-text =
    Lorsque l'adversaire déclare une attaque contre votre LEADER, vous annulez cette attaque. L'unité attaquante de l'adversaire reste inclinée après l'attaque, et votre LEADER ne subit aucun dégât.
    Le soutien du Tlacochcalcatl ne peut pas être annulé.
support-cuauhtli-timing = Pendant la phase 2 de votre tour.
support-cuauhtli-text =
    Choisissez sur le champ de bataille adverse une unité SOLDAT qui a 1 point de vie et n'a subi aucun dégât ce tour-ci, et placez-la dans votre royaume.
    Exemple :
    L'Ocelotl de l'adversaire est incliné sur son champ de bataille et n'a subi aucun dégât ce tour-ci. Comme il est incliné, il a 1 point de vie. Vous le placez dans votre royaume.
support-pochtecatl-timing = Pendant la phase 2 de votre tour.
support-pochtecatl-text = Choisissez une unité SOLDAT de votre champ de bataille et échangez-la avec une unité de votre royaume. Si l'unité de votre champ de bataille est droite, l'unité qui prend sa place est placée droite elle aussi. Si elle est inclinée, l'unité qui prend sa place est placée inclinée elle aussi.
support-tlamacazqui-timing = Dépend du soutien choisi.
support-tlamacazqui-text =
    Le Tlamacazqui a plusieurs soutiens. Quand vous jouez son soutien, choisissez lequel vous utilisez.
    (1) Moment d'activation : lorsque l'adversaire place une unité SOLDAT dans sa réserve pour utiliser son soutien. Annulez le soutien de cette unité SOLDAT adverse et mettez-la dans son cimetière.
    Ce soutien du Tlamacazqui ne peut pas être annulé.
    (2) Moment d'activation : pendant la phase 2 de votre tour. Choisissez une unité dans le cimetière de l'adversaire et placez-la dans votre royaume.
    Ce soutien du Tlamacazqui peut être annulé.
support-tlatoani-timing = Le moment d'activation dépend du soutien utilisé.
support-tlatoani-text = Choisissez un soutien parmi ceux de ces 5 cartes et activez-le : Ocelotl, Tlacochcalcatl, Cuauhtli, Pochtecatl ou Tlamacazqui. Vous devez annoncer quel soutien vous utilisez au moment où vous placez votre Tlatoani de votre main dans votre réserve.
support-immortal-timing = Pendant la phase 2 de votre tour.
support-immortal-text =
    Toutes vos unités SOLDAT gagnent 2 points d'attaque lorsqu'elles attaquent une unité de la rangée avant adverse.
    Si vous utilisez ce soutien plusieurs fois dans le même tour, vos unités gagnent 2 points d'attaque de plus à chaque utilisation, toujours lorsqu'elles attaquent une unité de la rangée avant adverse. Grâce à ce soutien, une unité peut capturer une unité adverse qui a plus de points de vie que ses points d'attaque d'origine.
support-cataphract-timing = Lorsque l'adversaire choisit une unité et déclare une attaque.
support-cataphract-text = Lorsque l'adversaire déclare une attaque, vous annulez cette attaque et échangez l'unité attaquée (unité A) avec une autre unité de votre champ de bataille (unité B). L'unité A ne subit aucun dégât, mais l'unité B subit 1 dégât, et l'unité attaquante de l'adversaire reste inclinée après l'attaque. Si l'unité B a 1 point de vie et n'a subi aucun dégât ce tour-ci, elle n'est pas capturée pour autant : elle est détruite et placée dans votre cimetière. Si ce soutien est annulé, le soutien d'un autre Cataphract peut être utilisé contre la même attaque.
support-siphonarioi-timing = Pendant la phase 2 de votre tour.
support-siphonarioi-text = Infligez 1 dégât à chacune des unités de la rangée avant adverse. Ce soutien ne permet de capturer aucune unité.
support-diplomat-timing = Lorsque votre attaque touche une unité adverse et que celle-ci reste sur le champ de bataille.
support-diplomat-text = Déplacez l'unité attaquée vers un autre emplacement du champ de bataille adverse. Si une unité occupe déjà l'emplacement choisi, les deux unités échangent leurs places.
support-alchemist-timing = Dépend du soutien choisi.
support-alchemist-text =
    L'Alchemist a plusieurs soutiens. Quand vous jouez son soutien, choisissez lequel vous utilisez.
    (1) Moment d'activation : lorsque l'adversaire place une unité dans sa réserve pour utiliser un soutien violet.
    Annulez le soutien VIOLET de l'adversaire (Ninja, deuxième capacité du Tlamacazqui, Emperor utilisé pour la deuxième ou la troisième capacité de l'Alchemist, etc.).
    Ce soutien de l'Alchemist ne peut pas être annulé.
    (2) Moment d'activation : pendant la phase 2 de votre tour.
    L'adversaire ne peut utiliser aucun soutien pendant ce tour.
    (3) Moment d'activation : pendant la phase 3 de votre tour.
    L'adversaire ne peut utiliser aucun soutien pendant son prochain tour.
support-emperor-timing = Le moment d'activation dépend du soutien utilisé.
support-emperor-text = Choisissez un soutien parmi ceux de ces 5 unités et activez-le : Immortal, Cataphract, Siphonarioi, Diplomat ou Alchemist. Vous devez annoncer quel soutien vous utilisez au moment où vous placez votre Emperor de votre main dans votre réserve.

## Petits mots

# Deux joueurs nommés ensemble : une équipe.
two-names = { $first } et { $second }
# Une couleur de Soldat ; $colour : blue, green, red, yellow ou purple.
colour-name = { $colour ->
    [blue] bleu
    [green] vert
    [red] rouge
    [yellow] jaune
   *[purple] violet
}

## Durées et libellés de menu

# Une durée en toutes lettres, un message par unité ; words::duration joint les unités non
# nulles avec duration-parts : « 2 jours 3 heures ».
duration-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
duration-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
# $first : les unités plus grandes déjà écrites ; $rest : l’unité suivante.
duration-parts = { $first } { $rest }
# Une option de menu d’un groupe à un seul choix : le groupe, puis son choix.
menu-group-choice = { $group } : { $choice }

## Image de la carte Tactica (l’en-tête, le panneau des joueurs et la légende)

# L’en-tête ; $castles est le nombre de châteaux de la carte.
tactica-picture-title = Tactica · { $castles ->
    [one] { $castles } château
   *[other] { $castles } châteaux
} · manche { $round } · tour { $turn }
# La couleur d’un joueur sur l’image ; $colour : red, blue, green, yellow, pink ou sky.
tactica-picture-colour = { $colour ->
    [red] Rouge
    [blue] Bleu
    [green] Vert
    [yellow] Jaune
    [pink] Rose
   *[sky] Azur
}
# La ligne d’état ; $player est une couleur (tactica-picture-colour), $players une liste.
tactica-picture-status-castle = ▶ { $player } choisit un château
tactica-picture-status-turn = ▶ { $player } joue
tactica-picture-status-window = réactions : { $players }
tactica-picture-status-decision = ▶ { $player } décide
# $count est le nombre de gagnants.
tactica-picture-status-won = { $count ->
    [one] fin : { $players } a gagné
   *[other] fin : { $players } ont gagné
}
tactica-picture-status-over = fin
# Le panneau des joueurs.
tactica-picture-players = Joueurs
tactica-picture-deck = pioche { $deck }
tactica-picture-player = { $colour } (joueur { $seat })
tactica-picture-team = équipe { $team }
tactica-picture-you = vous
tactica-picture-out = éliminé
tactica-picture-out-placed = éliminé · { $place ->
    [one] 1re place
   *[other] { $place }e place
}
tactica-picture-no-castle = { $gold } or · pas encore de château
tactica-picture-state = { $gold } or · { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} · { $castles ->
    [one] { $castles } château
   *[other] { $castles } châteaux
}
# La légende : types de cases et signes.
tactica-picture-terrain = { $terrain ->
    [basic] Simple
    [citadel] Citadelle
    [keep] Donjon
    [desert] Désert
    [temple] Temple
    [mountains] Montagnes
    [port_centre] Port
    [docks] Quais
   *[village] Village
}
tactica-picture-sign-wagon = chariot
tactica-picture-sign-rests = au repos (z)
tactica-picture-sign-done = a fini pour ce tour
tactica-picture-sign-plundered = pillé
tactica-picture-sign-last-move = dernier coup
tactica-picture-sign-mountain-token = jeton Montagne

## Tactica texts (board, actions, events)

# Les types d’unités de Tactica et le Chariot de guerre, par leur identifiant dans
# assets/tactica/ruleset.toml ; un type ajouté par des règles corrigées garde le nom de son
# fichier ($name). Les noms d’unités et de cartes s’écrivent comme des noms propres, sans article.
tactica-unit = { $unit ->
    [peasant] Paysan
    [light_infantry] Infanterie légère
    [heavy_infantry] Infanterie lourde
    [archer] Archer
    [light_cavalry] Cavalerie légère
    [heavy_cavalry] Cavalerie lourde
    [wagon] Chariot de guerre
    [qaraddu] Qaraddu
    [captain] Capitaine
    [architect] Architecte
    [heavy_chariot] Chariot lourd
    [lydian_cavalry] Cavalerie lydienne
    [magi] Mage
    [cavalry_archer] Archer monté
    [immortal] Immortel
    [amazon] Amazone
    [gilgamesh] Gilgamesh
   *[other] { $name }
}
# Les cartes Action de Tactica, par leur identifiant dans assets/tactica/ruleset.toml.
tactica-card = { $card ->
    [heroic_defense] Défense héroïque
    [more_heroic_defense] Défense héroïque renforcée
    [surprising_attack] Attaque surprise
    [more_surprising_attack] Attaque surprise renforcée
    [poisoned_blade] Lame empoisonnée
    [reinforcements] Renforts
    [forced_march] Marche forcée
    [fresh_horses] Chevaux frais
    [intelligence] Renseignement
    [swords_to_ploughs] Épées en socs de charrue
    [reflex] Réflexe
    [intuition] Intuition
   *[other] { $name }
}
# Les cartes de Tactica, par leur identifiant dans assets/tactica/maps.
tactica-map = { $map ->
    [tactica-3p] Petite carte : 3 châteaux (disposition du livre de règles 3.7, avec villages)
    [tactica-4p] 4 châteaux (conçue pour invictus)
    [tactica-6p] Grande carte : 6 châteaux (disposition du livre de règles 3.7, avec villages)
   *[other] { $name }
}
tactica-text-unit-tier = { $unit } de niveau { $tier }
# Une place par son numéro, compté à partir de 1.
tactica-text-seat = Joueur { $seat }
tactica-text-a-unit = une unité
tactica-text-unit = unité
# Ce qui se trouve sur une case ; $you vaut « yes » quand c’est au lecteur.
tactica-text-occupant = { $you ->
    [yes] votre { $unit }
   *[other] { $unit } du joueur { $seat }
}
tactica-text-occupant-wagon = { $you ->
    [yes] votre { $wagon } vide
   *[other] { $wagon } vide du joueur { $seat }
}
tactica-text-on-field = { $what } en { $field }
tactica-text-path = { $from } → { $to }
tactica-text-path-via = { $from } → { $to } (par { $via })

# La carte en texte ; les codes (k, d, T, M, P, D, V, [1], 1LI) sont les signes de la carte, les
# mêmes dans toutes les langues.
tactica-text-map-legend-fields = Une case vide montre sa colonne (ligne F, case 7 : F7) : un nombre seul est une case simple ; k donjon, d désert, T Temple, M montagnes, P centre du port, D quais, V village.
tactica-text-map-legend-marks = [1] un château du joueur 1 ([-] neutre, * pillé) ; 1LI une unité du joueur 1 (+ sur son chariot) ; 1{ $code } un { $wagon } vide.
tactica-text-units-title = Unités :
tactica-text-units-owner = Joueur { $seat } :
tactica-text-unit-stats = A{ $attack } D{ $defense }
tactica-text-unit-range = portée { $range }
tactica-text-unit-on-wagon = sur un { $wagon }
tactica-text-unit-mountain = jeton Montagne
tactica-text-unit-fatigued = fatigue de recrutement
tactica-text-unit-done = a fini son tour
tactica-text-unit-moves = { $moves ->
    [one] { $moves } déplacement restant
   *[other] { $moves } déplacements restants
}
tactica-text-unit-moves-wagon = { $moves ->
    [one] { $moves } déplacement restant
   *[other] { $moves } déplacements restants
} (+{ $wagon_moves } en chariot)
tactica-text-unit-fought = a déjà combattu
tactica-text-empty-wagon = { $wagon } vide
tactica-text-no-units = Aucune unité sur la carte pour l’instant.
tactica-text-deck = Pioche : { $deck ->
    [one] { $deck } carte
   *[other] { $deck } cartes
} · défausse : { $discard }
tactica-text-deck-top = Pioche : { $deck ->
    [one] { $deck } carte
   *[other] { $deck } cartes
} · défausse : { $discard } (dessus : { $card })
tactica-text-last-move = Dernier mouvement : { $from } → { $to }

# Les joueurs
tactica-text-round = Tour de table { $round }, tour { $turn } · ordre de jeu : { $order }
tactica-text-player = { $you ->
    [yes] Joueur { $seat } (vous, { $colour })
   *[other] Joueur { $seat } ({ $colour })
} : { $gold } or · { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} · { $castles ->
    [one] { $castles } château
   *[other] { $castles } châteaux
} · { $ports ->
    [one] { $ports } port
   *[other] { $ports } ports
}
tactica-text-player-temple = le Temple
tactica-text-player-allies = alliance avec { $players }
tactica-text-player-out = hors de la partie
tactica-text-player-on-turn = joue
tactica-text-alliance = l’alliance de { $players }
tactica-text-no-cards = aucune
tactica-text-hand = Votre main ({ $count }) : { $cards }
tactica-text-seen-hand = Vous avez vu la main du joueur { $seat } au tour { $turn } : { $cards }
tactica-text-seen-peek = Vous avez vu la carte du dessus de la pioche au tour { $turn } : { $card }

# La pile, le combat et la décision
tactica-text-stack-title = Pile (le haut se résout d’abord) :
tactica-text-stack-item = Joueur { $seat } : { $what }
tactica-text-stack-move = déplacer { $unit } { $path }
tactica-text-stack-enter-combat = Engagement du combat
tactica-text-stack-combat = Combat
tactica-text-stack-recruit = recruter { $unit } en { $field }
tactica-text-stack-buy = acheter une carte Action
tactica-text-stack-conquest = conquête du château { $castle } par { $side }
tactica-text-stack-end-of-turn = fin du tour
tactica-text-stack-passing = Passage du tour
tactica-text-stack-draw = Pioche remise pour une main pleine (encore { $draws } à piocher)
tactica-text-card-on = { $card } sur { $target }
tactica-text-card-push = { $card } : pousser { $target } vers { $to }
tactica-text-card-reinforce = { $card } : { $target } se replie en { $to }
tactica-text-card-reinforce-replaced = { $card } : { $target } se replie en { $to }, une unité { $unit } prend sa place
tactica-text-card-on-player = { $card } sur le joueur { $seat }
tactica-text-card-cancel = { $card } : annuler la carte { $cancelled } du joueur { $seat }
tactica-text-card-cancel-unknown = { $card } : annuler une carte de la pile
tactica-text-combat = Combat : { $attacker } en { $from } { $ranged ->
    [yes] tire sur
   *[other] attaque
} { $defender } en { $to }
tactica-text-combat-attacker = attaquant { $bonuses }
tactica-text-combat-defender = défenseur { $bonuses }
tactica-text-bonus-attack = { $bonus } A
tactica-text-bonus-defense = { $bonus } D
tactica-text-bonus-poisoned = lame empoisonnée
tactica-text-bonus-reflex = Réflexe
tactica-text-must-decide = Le joueur { $seat } doit décider : { $decision }
tactica-text-decide-discard-to-draw = jouer ou défausser une carte pour faire de la place (encore { $draws } à piocher)
tactica-text-decide-intelligence = voler { $gold } or au joueur { $seat } ou lui faire défausser une carte
tactica-text-decide-discard-chosen = défausser une carte de son choix
tactica-text-decide-peasant = un { $peasant } gratuit pour l’unité perdue en { $field }
tactica-text-decide-port-fee = payer le droit de port de { $fee } or en { $field } ou revenir en { $back }
tactica-text-decide-peek = laisser la carte vue sur le dessus de la pioche ou la mettre en dessous
tactica-text-decide-give-castle = quel membre de { $side } reçoit le château { $castle }
tactica-text-decide-ban = quel Empire bannir du draft (T7)
tactica-text-decide-pick = quel Empire jouer (T7)

# Les actions, telles que leur joueur les choisit
tactica-text-action-castle = Choisir le château { $castle } (Citadelle { $citadel })
tactica-text-action-castle-unknown = Choisir le château { $castle }
tactica-text-action-move = Déplacer { $unit } { $path }
tactica-text-action-move-leaving = Déplacer { $unit } { $path }, en quittant son chariot
tactica-text-action-move-wagon = Déplacer { $unit } { $path } sur son { $wagon }
tactica-text-action-attack = { $ranged ->
    [yes] Tirer sur
   *[other] Attaquer
} { $target } ({ $occupant }) avec { $unit } depuis { $from }
tactica-text-action-attack-field = { $ranged ->
    [yes] Tirer sur
   *[other] Attaquer
} { $target } avec { $unit } depuis { $from }
tactica-text-action-recruit = Recruter { $unit } en { $field } pour { $cost } or
tactica-text-action-recruit-docks = Recruter { $unit } sur les quais en { $field } pour { $cost } or
tactica-text-action-buy = Acheter une carte Action pour { $price } or
tactica-text-action-play = Jouer { $card }
tactica-text-action-peek-temple = Regarder la carte du dessus de la pioche (le Temple)
tactica-text-action-end-turn = Finir le tour
tactica-text-action-pass = Passer
tactica-text-action-surrender = Abandonner
tactica-text-action-conclude = Terminer la partie aux points (plus aucune personne n’y joue)
tactica-text-action-discard = Défausser { $card }
tactica-text-action-steal = Voler { $gold } or au joueur { $seat }
tactica-text-action-steal-them = Lui voler { $gold } or
tactica-text-action-force-discard = Faire défausser une carte au joueur { $seat }
tactica-text-action-force-discard-them = Lui faire défausser une carte
tactica-text-action-peasant-place = Placer un { $peasant } gratuit en { $field }
tactica-text-action-peasant-move = Déplacer votre { $peasant } { $from } → { $to }
tactica-text-action-peasant-none = Pas de { $peasant }
tactica-text-action-pay-fee = Payer le droit de port de { $fee } or
tactica-text-action-refuse-fee-back = Ne pas payer : revenir en { $field }
tactica-text-action-refuse-fee = Ne pas payer le droit de port
tactica-text-action-peek-bottom = Mettre la carte sous la pioche
tactica-text-action-peek-top = Laisser la carte sur le dessus de la pioche
tactica-text-action-give-castle = Donner le château au joueur { $seat }
tactica-text-action-ban = Bannir { $empire }
tactica-text-action-pick = Jouer { $empire }
tactica-text-action-pick-cheaper = Jouer { $empire }, { $unit } moins cher d’1 or

# Pourquoi les règles ont refusé une action
tactica-text-refused-over = La partie est terminée.
tactica-text-refused-no-seat = Il n’y a pas de joueur { $seat } dans cette partie.
tactica-text-refused-eliminated = Ce joueur est hors de la partie.
tactica-text-refused-not-your-move = Ce n’est pas à vous de jouer.
tactica-text-refused-stale = Ce choix a été fait sur un état plus ancien de la partie ; regardez à nouveau.
tactica-text-refused-path = Ce déplacement est impossible : { $why ->
    [empty] le chemin est vide
    [not_adjacent] chaque pas doit mener à une case voisine
    [blocked] le chemin traverse une case occupée, une Citadelle ou le bord de la carte
    [too_far] l’unité n’a pas assez de points de mouvement pour ce chemin
    [must_stop] l’unité doit s’arrêter en entrant dans le Désert (T31)
    [cannot_leave] quitter un chariot coûte un point de mouvement propre au conducteur (T50)
    [cannot_board] seule l’infanterie reposée de son propriétaire, avec du mouvement restant, peut monter dans ce chariot (T49)
   *[wagon_fatigued] un chariot recruté ce tour ne peut pas bouger ; son conducteur peut seulement en descendre (T53)
}.
tactica-text-refused-not-legal = Ce n’est pas possible maintenant.

# Les événements, tels que leur lecteur peut les voir ; $you vaut « yes » quand le joueur est le
# lecteur.
tactica-text-event-turn = — Tour de table { $round }, tour { $turn } : le joueur { $seat } joue —
tactica-text-event-castle-chosen = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} choisi le château { $castle }.
tactica-text-event-empire-banned = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} banni { $empire }.
tactica-text-event-empire-picked = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} choisi { $empire }.
tactica-text-event-empire-picked-cheaper = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} choisi { $empire }, avec { $unit } moins cher d’1 or.
tactica-text-event-move-announced = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} annoncé : déplacer { $unit } { $path }.
tactica-text-event-attack-announced = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} annoncé : { $unit } en { $from } attaque { $target }.
tactica-text-event-moved = { $you ->
    [yes] Votre { $unit }
   *[other] { $unit } du joueur { $seat }
} : déplacement { $from } → { $to }{ $boarded ->
    [yes] , en montant dans un chariot
   *[other] {""}
}{ $left ->
    [yes] , en quittant son chariot
   *[other] {""}
}.
tactica-text-event-fizzled = { $you ->
    [yes] Votre action
   *[other] L’action du joueur { $seat }
} n’a rien donné.
tactica-text-event-recruited = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} recruté { $unit } en { $field } pour { $cost } or.
tactica-text-event-card-bought = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} acheté une carte Action pour { $price } or.
tactica-text-event-card-drawn = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} pioché { $card }.
tactica-text-event-card-drawn-hidden = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} pioché une carte.
tactica-text-event-reshuffled = La défausse ({ $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}) a été mélangée pour former une nouvelle pioche.
tactica-text-event-card-played = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} joué { $card }.
tactica-text-event-card-resolved = { $you ->
    [yes] Votre carte { $card }
   *[other] La carte { $card } du joueur { $seat }
} a pris effet.
tactica-text-event-card-cancelled = { $you ->
    [yes] Votre carte { $card }
   *[other] La carte { $card } du joueur { $seat }
} n’a eu aucun effet.
tactica-text-event-card-discarded = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} défaussé { $card }.
tactica-text-event-combat = Combat : { $unit } en { $from } { $ranged ->
    [yes] tire sur
   *[other] combat
} { $target } en { $to }.
tactica-text-event-combat-cancelled = Le combat entre { $from } et { $to } a été annulé.
tactica-text-event-damage = { $unit } en { $from } inflige { $amount ->
    [one] { $amount } dégât
   *[other] { $amount } dégâts
} à { $to }.
tactica-text-event-unit-destroyed = Unité détruite : { $you ->
    [yes] votre { $unit }
   *[other] { $unit } du joueur { $seat }
} en { $field }.
tactica-text-event-wagon-destroyed = { $you ->
    [yes] Votre { $wagon }
   *[other] Le { $wagon } du joueur { $seat }
} en { $field } a été détruit.
tactica-text-event-advanced = { $unit } a avancé : { $from } → { $to }.
tactica-text-event-mountain-token = L’unité en { $field } a reçu un jeton Montagne.
tactica-text-event-looted = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} pillé { $gold } or au village { $field }.
tactica-text-event-looted-from = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} pillé { $gold } or au joueur { $victim } au village { $field }.
tactica-text-event-port-fee = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} payé un droit de port de { $gold } or en { $field }.
tactica-text-event-turned-back = L’unité en { $from } est retournée en { $to }.
tactica-text-event-port-fee-unpaid = { $you ->
    [yes] Vous n’avez
   *[other] Le joueur { $seat } n’a
} pas pu payer le droit de port de { $gold } or en { $field } : l’unité est retournée en { $back } et ses mouvements restent dépensés.
tactica-text-event-conquest-announced = Le joueur { $seat } conquiert le château { $castle }.
tactica-text-event-conquest-failed = La conquête du château { $castle } a échoué.
tactica-text-event-conquered = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} conquis le château { $castle }.
tactica-text-event-conquered-from = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} conquis le château { $castle } du joueur { $victim }.
tactica-text-event-conquered-gold = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} conquis le château { $castle } et pris { $gold } or.
tactica-text-event-conquered-from-gold = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} conquis le château { $castle } du joueur { $victim } et pris { $gold } or.
tactica-text-event-income = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} gagné { $gold } or.
tactica-text-event-turn-ended = { $you ->
    [yes] Vous avez fini votre tour.
   *[other] Le joueur { $seat } a fini son tour.
}
tactica-text-event-gold-stolen = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} volé { $gold } or au joueur { $victim }.
tactica-text-event-hand-revealed = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} vu la main du joueur { $victim }.
tactica-text-event-hand-seen = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} vu la main du joueur { $victim } : { $cards }.
tactica-text-event-peeked = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} regardé la carte du dessus de la pioche.
tactica-text-event-peeked-card = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} regardé la carte du dessus de la pioche : { $card }.
tactica-text-event-peek-put = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} remis la carte { $bottom ->
    [yes] sous
   *[other] sur
} la pioche.
tactica-text-event-movement-refreshed = L’unité en { $field } retrouve son mouvement.
tactica-text-event-surrendered = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} abandonné.
tactica-text-event-eliminated = Le joueur { $seat } est hors de la partie ({ $points ->
    [one] { $points } point
   *[other] { $points } points
} de classement).
tactica-text-event-game-over = La partie est terminée : { $winners }.

# L’issue
tactica-text-winners = { $players } { $count ->
    [one] gagne
   *[other] gagnent
} { $reason ->
    [last_standing] en survivant à tous les autres
    [castle_majority] en tenant la plupart des châteaux
    [no_person_left] aux points, plus aucune personne ne jouant la partie
   *[turn_cap] aux points à la limite de tours
}
tactica-text-no-winner = personne ne gagne { $reason ->
    [last_standing] en survivant à tous les autres
    [castle_majority] en tenant la plupart des châteaux
    [no_person_left] aux points, plus aucune personne ne jouant la partie
   *[turn_cap] aux points à la limite de tours
}
tactica-text-outcome = { $winners }.
tactica-text-score = Joueur { $seat } : { $total ->
    [one] { $total } point
   *[other] { $total } points
} ({ $placement } pour le classement, { $castles } pour les châteaux ; tient { $held ->
    [one] { $held } château
   *[other] { $held } châteaux
})

# Le jeu dans le terminal (invictus play --game tactica, replay et render d’un journal de Tactica)
tactica-text-play-kind = { $kind ->
    [you] vous
    [human] humain
    [greedy] glouton
   *[random] aléatoire
}
tactica-text-play-seat = Joueur { $seat } : { $kind }
tactica-text-play-cap = décidée aux points après le tour de table { $cap }
tactica-text-play-no-cap = sans limite de tours
tactica-text-play-start = Tactica sur { $map } ({ $id }) : { $seats } ; { $cap }. Enregistrée après chaque action dans { $path }.
tactica-text-play-resumed = Tactica sur { $map } ({ $id }) : { $seats } ; { $cap }. Reprise depuis { $path }.
tactica-text-play-help =
    Tapez la touche d’un choix : une lettre, la case d’une unité (F7), ou un numéro dans une liste (0 revient en arrière). Aussi :
      e           continuer : finir votre tour (confirmation demandée), passer une fenêtre, ou donner à une question sa réponse habituelle
      F7 F9       déplacer l’unité de F7 vers F9, ou attaquer F9 depuis F7 (F7 F8 F9 donne le chemin)
      b           afficher tout le plateau
      surrender   quitter la partie
      q           s’arrêter ici ; la partie est sauvegardée, `invictus play --game tactica --resume` la reprend
tactica-text-play-game-over = Partie terminée : { $outcome }
tactica-text-play-log = Le journal de la partie est dans { $path }.
tactica-text-play-bot = Joueur { $seat } ({ $kind }) : { $action }
tactica-text-play-stopped = Arrêt ; la partie est enregistrée dans { $path }. Reprenez-la avec `invictus play --game tactica --resume --save { $path }`.
tactica-text-play-refused = { $why } Rien n’a changé.
tactica-text-play-pass-keyboard = --- Passez le clavier au joueur { $seat }, puis appuyez sur Entrée ---
tactica-text-play-back = Retour
tactica-text-play-type-a-key = Tapez une touche de la liste, deux cases comme F7 F9, e pour continuer, ou h pour l’aide.
tactica-text-play-giving-up = Trop de réponses incomprises d’affilée : arrêt ici.
tactica-text-play-confirm-end = Finir votre tour maintenant ? Tapez e (ou o) pour confirmer, autre chose pour revenir :
tactica-text-play-two-windows = (Une attaque ouvre deux fenêtres de réaction : à sa déclaration, l’Entrée en combat, puis avant les coups, le Combat : T40.)
tactica-text-play-menu-recruit = Recruter ({ $count ->
    [one] 1 type d’unité
   *[other] { $count } types d’unités
})
tactica-text-play-menu-cards = Jouer une carte action ({ $count ->
    [one] 1 carte
   *[other] { $count } cartes
})
tactica-text-play-menu-reactions = Jouer une réaction ({ $count ->
    [one] 1 carte
   *[other] { $count } cartes
})
tactica-text-play-menu-empire = Capacités de votre Empire ({ $count ->
    [one] 1 choix
   *[other] { $count } choix
})
tactica-text-play-recruit-kind = { $unit }, { $cost } or ({ $fields ->
    [one] 1 case
   *[other] { $fields } cases
})
tactica-text-play-card-unit = { $unit } ({ $count ->
    [one] 1 case
   *[other] { $count } cases
})
tactica-text-play-why-range = { $to } est hors de portée : à { $distance } cases, portée { $range }.
tactica-text-play-why-far = { $to } est hors d’atteinte : il reste { $moves } de mouvement, et le chemin coûte plus ou est bloqué.
tactica-text-play-why = L’unité en { $from } ne peut pas atteindre { $to } maintenant : { $why ->
    [fatigued] elle a été recrutée ce tour (fatigue, T56).
    [finished] elle a fini pour ce tour (une autre unité a agi après elle, T27).
    [fought] elle a déjà combattu ce tour.
    [not-adjacent] une attaque au corps à corps demande une cible adjacente.
    [no-movement] il ne lui reste aucun mouvement.
    [occupied] une de vos unités s’y trouve.
   *[other] les règles ne le permettent pas.
}
tactica-text-play-castle = Joueur { $seat }, choisissez votre château :
tactica-text-play-turn = Joueur { $seat }, à vous de jouer. Que faire ?
tactica-text-play-window = Joueur { $seat }, jouez une réaction ou passez :
tactica-text-play-decide = Joueur { $seat }, décidez :
tactica-text-play-no-unit = Vous n’avez aucune unité en { $field }.
tactica-text-play-not-your-turn = Les unités ne se déplacent et n’attaquent que pendant votre tour.
tactica-text-play-path-too-long = Ce chemin est trop long.
tactica-text-play-group-card = Jouer { $card }
tactica-text-play-group-recruit = Recruter { $unit }
tactica-text-play-group-unit = { $unit } en { $field }
tactica-text-play-group-any-unit = Unité
tactica-text-play-fields = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
tactica-text-play-targets = { $count ->
    [one] { $count } cible
   *[other] { $count } cibles
}
tactica-text-play-choices = { $count ->
    [one] { $count } choix
   *[other] { $count } choix
}
tactica-text-play-moves = { $count ->
    [one] 1 case où aller
   *[other] { $count } cases où aller
}
tactica-text-play-attacks = { $count ->
    [one] { $count } attaque
   *[other] { $count } attaques
}
tactica-text-play-unfinished = { $path } contient une partie inachevée : reprenez-la avec --resume, ou choisissez un autre fichier avec --save
tactica-text-play-nothing-to-resume = rien à reprendre : impossible de lire { $path } : { $error }
tactica-text-play-not-a-save = { $path } n’est pas une partie de Tactica enregistrée
tactica-text-play-not-a-save-because = { $path } n’est pas une partie de Tactica enregistrée : { $error }
tactica-text-play-seat-count = { $path } : l’enregistrement nomme { $named } joueurs pour { $seats } places
tactica-text-play-waits-for-nobody = la partie n’attend personne
tactica-text-play-bot-refused = Le joueur { $seat } a choisi une action que les règles refusent : { $action }

## Joueur intégré de Tactica

# $level : le nom du niveau, tel que level-name le donne.
tactica-text-play-kind-bot = joueur intégré, niveau { $level }

tactica-text-replay-progress = { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}, tour { $turn }, tour de table { $round }
tactica-text-replay-not-over = La partie n’est pas terminée.
tactica-text-render-wrote = { $file } écrit (après { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
})

## Tactica sur Discord

cmd-tactica-unit-description = Les caractéristiques d’un type d’unité de Tactica.
cmd-tactica-unit-name-description = Le nom de l’unité
cmd-tactica-map-description = Une carte de Tactica : son image avec chaque case nommée, et ce qu’elle contient.
cmd-tactica-map-map-description = La carte : 3, 4 ou 6 châteaux
cmd-tactica-map-map-choice-0 = 3 châteaux (2 ou 3 joueurs)
cmd-tactica-map-map-choice-1 = 4 châteaux (4 joueurs)
cmd-tactica-map-map-choice-2 = 6 châteaux (3 à 6 joueurs)
tactica-unit-cost = Coûte { $cost } or.
tactica-unit-cost-tiered = Coûte { $cost } or par niveau, niveaux 1 à { $tiers } (son attaque et sa portée valent son niveau, T57).
tactica-unit-fight = Attaque { $attack } ({ $kind ->
    [ranged] à distance
   *[melee] au contact
}), défense { $defense }.
tactica-unit-move = Mouvement { $movement } ({ $mode ->
    [cavalry] cavalerie
   *[infantry] infanterie
}).
tactica-unit-tokens = { $tokens } jetons dans la réserve de chaque joueur.
tactica-unit-special = Une unité spéciale : seul l’Empire { $empire } la recrute (T85) ; /tactica empire décrit ses capacités.
tactica-unit-footer = /rules game:Tactica topic:units explique comment les unités combattent et se déplacent
tactica-unit-unknown = Il n’y a pas d’unité ni de carte de Tactica « { $name } ».
tactica-map-summary = { $fields } cases : { $castles } châteaux, { $villages } villages, { $ports } ports. Les cases sont nommées par la lettre de leur rangée et le numéro de leur colonne, comme F7.

## Cartes de Tactica

cmd-tactica-card-description = Une carte Action de Tactica : quand la jouer et ce qu’elle fait.
cmd-tactica-card-name-description = Le nom de la carte
cmd-tactica-empire-description = Un Empire de Tactica : ses capacités, son unité spéciale et son Triomphe.
cmd-tactica-empire-name-description = Le nom de l’Empire
tactica-card-copies = **Paquet** : { $count ->
    [one] 1 exemplaire
   *[other] { $count } exemplaires
} sur ses { $deck } cartes (T63).
tactica-card-price = **Achat** : { $price } or pour la carte du dessus du paquet, piochée sans la voir (personne ne choisit sa carte), comme action ordinaire, { $buys ->
    [one] une fois
   *[other] { $buys } fois
} par tour ; une main compte au plus { $limit } cartes (T64, T65).
tactica-card-when = **Quand** : { $when ->
    [regular] une action ordinaire (RA), à votre propre tour, quand rien n’est en attente (T22).
    [combat] une réaction (R), dans une fenêtre de réaction pendant qu’un combat est en attente (Engagement du combat ou Combat), à votre tour ou non (T68, T78).
    [defence] une réaction (R), dans une fenêtre de réaction pendant qu’une unité amie est le défenseur d’un combat en attente, à votre tour ou non (T70, T78).
    [stack] une réaction (R), dans une fenêtre de réaction pendant qu’une carte Action adverse attend sur la pile, à votre tour ou non (T75, T78).
    [any] une réaction (R), dans n’importe quelle fenêtre de réaction (après chaque action ordinaire, action déclenchée, Fin du tour et Passage du tour), à votre tour ou non (T78).
   *[never] à aucun moment avec ces règles : son moment ne convient pas à ce qu’elle fait.
}
tactica-card-target = **Cible** : { $gem ->
    [friendly] gemme verte, une unité amie (la vôtre ou celle d’un allié) (T67, T121).
    [any] gemme bleue, n’importe quelle unité, la vôtre ou celle d’un adversaire (T67).
   *[none] sans gemme : une carte ou un joueur, pas une unité (T67).
}
tactica-card-fizzle = Jouée à découvert, elle ne peut pas être reprise ; une fois résolue, elle va à la défausse. Si sa cible a disparu ou n’est plus valable à ce moment-là, elle est sans effet (T76).
tactica-card-footer = /rules game:Tactica topic:cards explique comment fonctionnent la pile et les fenêtres de réaction
tactica-card-unknown = Il n’y a pas de carte Action de Tactica « { $name } » : la saisie automatique du nom les propose.
tactica-card-text-missing = Cette carte n’a pas encore de texte dans cette langue : son moment et sa cible sont indiqués plus haut.
tactica-card-text-heroic_defense = L’unité ciblée, l’une des deux unités du combat en attente, reçoit +{ $attack }/+{ $defense } jusqu’à ce que ce combat soit résolu ou annulé (T68). Le bonus compte encore quand les morts et la protection du Chariot de guerre sont réglées (T40), et il s’ajoute à tout autre bonus (T47).
tactica-card-text-more_heroic_defense = L’unité ciblée, l’une des deux unités du combat en attente, reçoit +{ $attack }/+{ $defense } jusqu’à ce que ce combat soit résolu ou annulé (T68) : la Défense héroïque plus forte. Elle s’ajoute à tout autre bonus, Défense héroïque comprise (T47), et compte encore quand les morts et la protection du Chariot de guerre sont réglées (T40).
tactica-card-text-surprising_attack = L’unité ciblée, l’une des deux unités du combat en attente, reçoit +{ $attack }/+{ $defense } jusqu’à ce que ce combat soit résolu ou annulé (T68), en plus de tout autre bonus (T47). Cela ne compte que si l’unité frappe : un défenseur de mêlée ne riposte jamais contre un Archer (T41).
tactica-card-text-more_surprising_attack = L’unité ciblée, l’une des deux unités du combat en attente, reçoit +{ $attack }/+{ $defense } jusqu’à ce que ce combat soit résolu ou annulé (T68) : l’Attaque surprise plus forte, qui s’ajoute à elle et à tout autre bonus (T47). Cela ne compte que si l’unité frappe : un défenseur de mêlée ne riposte jamais contre un Archer (T41).
tactica-card-text-poisoned_blade = L’unité ciblée, l’une des deux unités du combat en attente, reçoit une attaque +∞ (+∞/+0) jusqu’à ce que ce combat soit résolu ou annulé (T68). Si elle frappe, l’unité touchée est détruite, avec le Chariot de guerre sous elle ; si les deux unités frappent avec +∞, les deux meurent (T44). Cela ne compte que si l’unité frappe : un défenseur de mêlée ne riposte jamais contre un Archer (T41), et un Réflexe adverse peut la tuer avant (T46).
tactica-card-text-reinforcements = Choisissez une unité amie (la vôtre ou celle d’un allié) qui défend dans le combat en attente et déplacez-la sur une case libre adjacente, mais pas sur la case d’où attaque son assaillant de mêlée (contre une attaque à distance, n’importe quelle case adjacente). Vous pouvez ensuite poser gratuitement une Infanterie légère de votre propre réserve sur la case qu’elle a quittée : elle devient le défenseur, fatiguée comme toute nouvelle recrue (T56), et les cartes jouées sur l’ancien défenseur prennent fin sans effet (T70). Sans Infanterie légère, une mêlée est annulée, et un combat à distance seulement si aucune des deux unités n’atteint plus l’autre ; le combat et les mouvements de l’attaquant restent dépensés (T42).
tactica-card-text-forced_march = Déplacez l’unité ciblée, de n’importe qui, avec son Chariot de guerre, ou un Chariot de guerre vide, sur une case libre adjacente : ni une Citadelle, ni une case occupée par une unité ou un chariot (T69). Elle ne déclenche jamais de combat. C’est un effet de mouvement : le Désert, le butin du Village, le droit d’entrée du Centre de port et le jeton des Montagnes s’appliquent, pas le coût de mouvement des Montagnes (T69). Sur l’une des deux unités d’une mêlée en attente, elle annule le combat ; un combat à distance n’est annulé que si aucune des deux unités n’atteint plus l’autre ; le combat et les mouvements de l’attaquant restent dépensés (T42).
tactica-card-text-fresh_horses = Une unité amie (la vôtre ou celle d’un allié) qui n’a pas la fatigue du recrutement retrouve ses points de mouvement normaux ; ceux du Chariot de guerre ne reviennent pas. Elle peut se déplacer de nouveau ce tour, même si d’autres unités ont bougé depuis, mais elle n’a pas de nouveau combat, et aucune fatigue ne prend fin (T71).
tactica-card-text-intelligence = Choisissez un adversaire (un joueur hors de votre alliance, T122) : il vous montre sa main, à vous seul (T66). Puis vous choisissez : lui voler { $steal } or (au plus ce qu’il a), ou lui faire défausser une carte de son choix (T72).
tactica-card-text-swords_to_ploughs = Détruisez l’unité ciblée, de n’importe qui, mais pas un Chariot de guerre : sans combat, et elle ne compte pas comme tuée au combat (T45). Son propriétaire reçoit son prix normal (celui d’un Archer à son niveau). Puis il peut poser un Paysan gratuit de sa réserve sur cette case ou sur l’un de ses Donjons libres, ou y déplacer l’un de ses Paysans ; un chariot sous l’unité détruite reste, vide ou sous le Paysan (T73).
tactica-card-text-reflex = L’unité ciblée, l’une des deux unités du combat en attente, inflige ses dégâts en premier (T74, T46). Si l’unité ennemie meurt ou perd son Chariot de guerre sous ce coup, aucun dégât ne revient. Avec un Réflexe de chaque côté, les effets s’annulent et les dégâts sont simultanés (T46).
tactica-card-text-intuition = Ciblez une carte Action qu’un adversaire (pas un allié, T122) a jouée et qui attend encore sur la pile : elle est annulée avec tous ses effets et défaussée (T75). Une Intuition peut répondre à une autre Intuition. Une carte déjà résolue est hors de sa portée (T81).

cmd-tactica-move-description = Déplacer une unité : de sa case vers une autre, par le plus court chemin ouvert.
cmd-tactica-move-from-description = La case de l’unité, comme F7
cmd-tactica-move-to-description = La destination, comme F9
cmd-tactica-attack-description = Attaquer (ou viser) une case avec une unité.
cmd-tactica-attack-from-description = La case de l’unité qui attaque
cmd-tactica-attack-target-description = La case attaquée
cmd-tactica-recruit-description = Recruter une unité (ou un chariot de guerre) sur une case.
cmd-tactica-recruit-field-description = La case, comme B3
cmd-tactica-recruit-unit-description = L’unité, comme Light Infantry ou Archer 2
tactica-typed-no-match = Vous ne jouez aucune partie de Tactica dans ce salon.
tactica-typed-not-open = Ce coup ne vous est pas ouvert maintenant : l’autocomplétion des options liste ceux qui le sont.

tactica-board-title = Tactica · partie n° { $match_id } · { $map }
tactica-board-round = Tour de table { $round }, tour { $turn }
tactica-board-player = { $player } : { $gold } or · { $cards ->
    [one] 1 carte
   *[other] { $cards } cartes
} · { $castles ->
    [one] 1 château
   *[other] { $castles } châteaux
} · { $tokens } jetons restants
tactica-board-out = hors de la partie
tactica-board-banned = Bannis du draft (T7) : { $empires }.
tactica-board-on-turn = joue
tactica-board-over = La partie est terminée.
tactica-board-stack = Pile (le haut se résout d’abord)
tactica-board-units = Unités
tactica-board-result = Résultat
tactica-waiting-castle = En attente de { $player }, qui choisit un château.
tactica-waiting-turn = En attente du tour de { $player }.
tactica-waiting-decision = En attente de la décision de { $player }.
tactica-waiting-window = Fenêtre de réaction : en attente de { $players }.
tactica-deadline = Échéance <t:{ $time }:R>.
tactica-button-turn = Mon tour
tactica-refused-stale = Cette invite n’est plus à jour : la partie a avancé. Appuyez sur « Mon tour » pour en obtenir une nouvelle.
tactica-refused-not-open = Cette action ne vous est pas ouverte maintenant. Appuyez sur « Mon tour » pour voir vos actions possibles.
tactica-click-not-yours = Ce message a été préparé pour un autre joueur ; rien n’a été modifié. Appuyez sur « Mon tour » pour obtenir le vôtre.
tactica-button-accept = Accepter
tactica-turn-ping = { $player }, à vous de jouer dans la partie de Tactica n° { $match_id }.
tactica-window-prompt = Fenêtre de réaction dans la partie de Tactica n° { $match_id } : { $players } peuvent répondre.
tactica-game-over = La partie de Tactica n° { $match_id } est terminée.
tactica-winners = Victoire : { $players }.
tactica-group-castle = Choisir votre château
tactica-group-unit = { $unit } en { $field }
tactica-group-recruit = Recruter en { $field }
tactica-group-card = Jouer { $card }
tactica-group-decide = Décider
tactica-group-ability = Empire
tactica-hand-title = { $colour } Partie de Tactica n° { $match_id } · votre place
tactica-hand-gold = Vous avez { $gold } or.
tactica-hand-none = Aucune carte Action en main.
tactica-hand-waiting = La partie ne vous attend pas en ce moment.
## Image de la portée d’une unité (Tactica)
# La carte sur la page d’une unité de « Mon tour » : la légende de ses marques ($sign), et la
# description de l’image pour les lecteurs d’écran ($group est le libellé du menu de la page).
tactica-picture-reach-sign = { $sign ->
    [unit] l’unité
    [move] déplacement
    [attack] attaque
   *[recruit] recrutement
}
tactica-picture-reach = La carte, cases de « { $group } » en surbrillance
tactica-picture-map = La carte de la partie
tactica-passed = Vous avez passé.
tactica-drafted = C’est fait : votre choix est sur le plateau.
tactica-draft-not-yours = Ce choix du draft revient à un autre joueur.
tactica-order = { $order ->
    [always_pass] passer chaque fenêtre de réaction
    [pass_far_away] passer les recrutements, achats et mouvements loin de moi
   *[ask] me demander
}
tactica-orders-now = Fenêtres de réaction : { $order }
tactica-ability-order = { $order ->
    [ask] me demander à chaque fois
    [never] jamais (seulement ce qui ne se refuse pas)
   *[always] toujours, de la façon habituelle
}
tactica-ability-orders-now = Capacités facultatives (Paysans gratuits, Esquive, Renaissance, unité prise, Yeux et oreilles) : { $order }
tactica-free-for-all = chacun pour soi
tactica-alliances = alliances : { $alliances }
tactica-challenge = { $challenger } défie { $invited } à Tactica sur { $map } ({ $players } joueurs, { $alliances }).
tactica-challenge-empires = Avec les Empires : chaque joueur en bannit un, puis en choisit un, avant le premier tour (T7) ; à plus de deux joueurs, seulement des choix.
tactica-challenge-terms = Fenêtre de réaction { $window } s · { $turn } par coup · expire <t:{ $time }:R>. La partie commence quand tous les invités ont accepté.
tactica-not-alliances = « { $text } » n’est pas une liste d’alliances : écrivez des numéros de joueurs reliés par +, comme 1+3, 2+4 (vous êtes le 1 ; il y a { $players } joueurs).
cmd-tactica-description = Tactica : le jeu de stratégie sur carte hexagonale.
cmd-tactica-challenge-description = Défier 1 à 5 personnes à une partie de Tactica.
cmd-tactica-challenge-map-description = La carte : 3, 4 ou 6 châteaux
cmd-tactica-challenge-map-choice-0 = 3 châteaux (2 ou 3 joueurs)
cmd-tactica-challenge-map-choice-1 = 4 châteaux (4 joueurs)
cmd-tactica-challenge-map-choice-2 = 6 châteaux (3 à 6 joueurs)
cmd-tactica-challenge-player2-description = Joueur 2
cmd-tactica-challenge-player3-description = Joueur 3
cmd-tactica-challenge-player4-description = Joueur 4
cmd-tactica-challenge-player5-description = Joueur 5
cmd-tactica-challenge-player6-description = Joueur 6
cmd-tactica-challenge-alliances-description = Alliances par numéro de joueur (vous êtes le 1), comme 1+3, 2+4
cmd-tactica-challenge-reaction_window-description = Temps pour répondre à une fenêtre de réaction, comme 90s ou 5m
cmd-tactica-challenge-turn_time-description = Temps de chaque joueur par coup, comme 24h ou 3days
cmd-tactica-challenge-empires-description = Jouer avec les dix Empires, choisis par draft avant le premier tour (T7)
games-line-tactica = Tactica n° { $match_id } · { $players } joueurs · tour de table { $round } · { $whose ->
    [mine] **à vous de jouer**
   *[theirs] à un autre de jouer
}
history-line-tactica = Tactica n° { $match_id } · { $players } joueurs · { $result ->
    [won] **gagnée**
    [lost] perdue
    [draw] nulle
   *[abandoned] abandonnée
} · <t:{ $time }:d>
cmd-profile-game-description = Quel jeu (Invictus par défaut)
cmd-profile-game-choice-0 = Invictus
cmd-profile-game-choice-1 = Tactica
cmd-leaderboard-game-description = Quel jeu (Invictus par défaut)
cmd-leaderboard-game-choice-0 = Invictus
cmd-leaderboard-game-choice-1 = Tactica

## Tactica rules (/rules game:tactica)
rules-tactica-overview-title = Tactica · Vue d’ensemble
rules-tactica-overview-text = **Tactica** (Jakub Ondrůšek) est un jeu de stratégie au tour par tour sur une carte hexagonale. Chaque joueur tient un château (une Citadelle entourée de six Donjons) et de l’or, recrute des unités et se bat pour les Villages, les ports, le Temple central et les autres châteaux. L’or rentre à la fin de chacun de vos tours ; un paquet de 31 cartes Action, jouées pour la plupart en réaction, ajoute bonus et surprises. Le bot joue le mode Vanilla du lexique, ou les Empires choisis par draft (`empires` de /tactica challenge), avec leurs capacités, leurs unités spéciales et les deux Triomphes dont le texte est connu.
    • **Duel sur la carte à 3 châteaux** : l’ordre de jeu est tiré au sort ; le premier joueur commence avec 25 or, le second avec 30 ; le troisième château reste neutre. Éliminez votre adversaire pour gagner.
    • **3 joueurs sur la carte à 3 châteaux** : 25 or chacun ; le dernier en lice gagne.
    • **4 joueurs sur la carte à 4 châteaux, 3 à 6 sur celle à 6 châteaux** : posséder plus de la moitié des châteaux (3 sur 4, 4 sur 6, votre premier château compris) fait gagner aussitôt (T12) ; être le dernier en lice aussi.
    • **Alliances** de deux ou trois sur les cartes à 4 et 6 châteaux : la dernière alliance en lice gagne (sujet alliances).
    Perdre votre dernier château vous élimine. Vous pouvez abandonner à tout moment (T11) : vos unités sont retirées et vos châteaux deviennent neutres. Chaque joueur reçoit aussi un score : des points de classement plus 2 par château, selon le plus grand nombre entre châteaux conquis pendant la partie et châteaux tenus à la fin (T13, T14).
rules-tactica-turn-title = Tactica · Un tour
rules-tactica-turn-text = Les tours suivent l’ordre tiré au sort (T6) ; les joueurs éliminés sont sautés (T25). Votre tour :
    • **Début** : vos unités se remettent de la fatigue du recrutement et retrouvent leurs mouvements et leur combat du tour (T21).
    • **Choix du château** : à votre premier tour, vous choisissez d’abord votre château, un château neutre sans unité ennemie sur ses Donjons, ou n’importe quel château neutre si aucun n’est libre (T8).
    • **Actions ordinaires**, une à la fois, dans l’ordre voulu : déplacer une unité, attaquer, recruter, acheter une carte Action, jouer une carte Action ordinaire. Avec une unité sur le Temple, vous pouvez aussi regarder la première carte du paquet (T36). Chaque action ouvre une fenêtre de réaction (T22).
    • Un déplacement suit un chemin de cases libres et compte pour une seule action (T26). Dès que vous déplacez ou faites attaquer une autre unité, celles qui ont déjà agi ont fini leur tour (T27).
    • **Fin du tour**, puis **Passage du tour**, chacun avec sa fenêtre de réaction ; vous touchez alors votre revenu (T23, T24) : 2 or par château, 2 par unité sur une case ordinaire ou de Montagnes, 4 et une carte pour le Temple, X × (3 + X) pour X ports.
    Puis vient le tour du joueur suivant. Chaque joueur a un temps par coup, fixé dans le défi. Si un joueur le dépasse, les autres peuvent lui accorder du temps ou réclamer : en duel le retardataire perd, à plus de deux cela compte comme un abandon (T15).
rules-tactica-units-title = Tactica · Unités
rules-tactica-units-text = Attaque/défense · coût · mouvements (sigles de la carte entre parenthèses) :
    • **Paysan** (PE) 0/1 · 2 or · 1 : le moins cher ; il compte pour une conquête et rapporte de l’or en terrain découvert.
    • **Infanterie légère** (LI) 2/1 · 4 or · 3 : bon marché et rapide.
    • **Infanterie lourde** (HI) 3/3 · 6 or · 2 : la ligne solide.
    • **Archer** (AR), niveau 1 à 4 : attaque et portée égales au niveau, défense 1 · 3 or par niveau · 2 : tire de loin, sans riposte des unités de mêlée.
    • **Cavalerie légère** (LC) 2/2 · 6 or · 6 : la plus rapide. **Cavalerie lourde** (HC) 4/4 · 9 or · 5 : la plus forte. La cavalerie ne monte pas en chariot.
    • **Chariot de guerre** (WW) · 6 or : conduit par l’infanterie seule ; le conducteur gagne +1/+1 et 2 mouvements de plus après les siens (T50). Y monter depuis une case voisine est gratuit (s’il reste un point), en descendre coûte un point propre du conducteur. Si le conducteur tombe à 0 ou −1 en défense, seul le chariot est perdu ; à −2, les deux.
    • **Recruter** est une action ordinaire : payez le coût et posez l’unité sur un Donjon libre d’un de vos châteaux, ou sur les Docks d’un port tenu depuis avant votre tour et sans ennemi sur ses Docks (T35). Là, vous recrutez par tour autant d’unités que vous avez de ports, chacune moins chère d’autant d’or, jamais sous 1 (T54, T55). Une nouvelle unité ne bouge ni n’attaque avant votre prochain tour (T56) ; un chariot n’a pas cette fatigue et peut s’acheter sous votre infanterie (T48). 5 pions par type (ceux des Archers partagés entre les niveaux).
    • **Se déplacer** : un pas coûte 1 point, vers ou depuis les Montagnes 2 (T29) ; entrer dans le Désert ou le Temple depuis une autre case termine le déplacement (T31). Une unité par case (T19) ; aucune n’entre dans une Citadelle.
rules-tactica-combat-title = Tactica · Combat
rules-tactica-combat-text = **Attaquer** (entrer en combat) est une action ordinaire, une fois par unité et par tour ; elle épuise les mouvements restants de l’unité. Une unité de mêlée doit avoir encore au moins 1 point de mouvement et attaque un ennemi adjacent (T28). Un Archer tire sur un ennemi à sa portée, comptée en cases, même sans mouvement restant ; rien ne bloque le tir (T39). Une seule unité en affronte une seule autre, et des alliés ne se battent jamais.
    • **Dégâts** : les deux unités infligent en même temps leur attaque à la défense de l’autre. Dans un combat à distance, un défenseur de mêlée ne riposte jamais, et un défenseur à distance seulement si sa portée l’atteint (T41). Une unité à distance (un Archer, le Mage, l’Archer monté) attaquée en mêlée inflige son attaque de mêlée, qui vaut 0 ; les bonus de cartes, de chariot et de jeton de Montagne s’ajoutent à ce 0 comme à toute attaque (T39). Bonus de cartes et jetons s’additionnent (T47) ; Reflex frappe en premier (T46).
    • **Le vaincu** : une unité tombée sous 1 en défense est détruite et son pion retourne dans la réserve de son propriétaire. Si le défenseur meurt et qu’un attaquant de mêlée survit, l’attaquant avance sur sa case ; sinon il retourne d’où il venait, et un Archer n’avance jamais (T39). Les survivants retrouvent toute leur défense.
    • **Terrain** : une unité qui arrive sur les Montagnes reçoit un jeton +1/+1 (un seul à la fois), qui compte dans chacun de ses combats, en défense aussi, et s’épuise à sa propre attaque suivante (T30). Tuer l’occupant d’un Village et avancer prend le butin de 3 or à la victime (T33) ; avancer sur un Centre de port après un combat ne coûte pas de droit d’entrée (T34).
    • **Annulé** : si l’une des deux unités d’une mêlée est déplacée avant les dégâts (Forced March, Reinforcements), le combat s’arrête sans dégâts ; à distance, seulement quand aucune n’atteint plus l’autre. Le combat et les mouvements de l’attaquant restent dépensés (T42).
rules-tactica-cards-title = Tactica · Cartes Action
rules-tactica-cards-text = **Acheter** : 5 or, une action ordinaire, une fois par tour ; la carte est piochée en secret. Vous en gardez 5 au plus : avant une sixième pioche, vous jouez d’abord une carte alors permise (la pioche vient quand elle est résolue) ou en défaussez une (T65). Le Temple et une conquête donnent aussi une carte. Le paquet compte 31 cartes ; la défausse est remélangée quand il est vide (T63). `/tactica card` montre chaque carte : combien le paquet en compte, quand la jouer et ce qu’elle fait.
    • **Jouer** : les cartes ordinaires (Fresh Horses, Intelligence, Swords to Ploughs) à votre tour, quand rien n’est en attente ; les réactions (Heroic Defense, Surprising Attack et leurs versions More, Poisoned Blade, Reflex, Reinforcements, Forced March, Intuition) dans toute fenêtre de réaction, à votre tour ou non. Les cartes de combat visent seulement l’une des deux unités d’un combat en cours (T68). Une gemme verte vise les unités amies seulement, une bleue toute unité (T67). Intuition annule une carte adverse encore sur la pile et peut répondre à une autre Intuition (T75).
    • **La pile** (T77) : l’action est en bas, les réactions au-dessus, et une réaction peut répondre à une réaction. Tout se résout du dernier au premier : le haut d’abord. Une carte dont la cible a disparu est sans effet (T76).
    • **Fenêtres de réaction** : après chaque action ordinaire, chaque action déclenchée (un combat, une conquête), la Fin du tour et le Passage du tour (T78). Elles interrogent chaque joueur qui a des cartes en main, le joueur actif compris : un fait public, donc une invite ne révèle jamais une main (T79). **Répondre** vous montre en privé ce que vous pouvez jouer ; **Passer** n’ajoute rien. Chaque réaction ajoutée rouvre la fenêtre ; quand tous ont passé d’affilée, l’élément du haut se résout. À l’échéance, qui n’a pas répondu passe. Les consignes permanentes (dans Mon tour) peuvent passer pour vous.
rules-tactica-castles-title = Tactica · Châteaux et objectifs
rules-tactica-castles-text = **Châteaux** : une Citadelle (le drapeau du propriétaire ; aucune unité n’y entre) entourée de six Donjons, où le propriétaire recrute (T16, T18). Un château est **conquis** quand au moins 3 unités d’un même camp sont sur ses Donjons et y sont plus nombreuses que celles du propriétaire (T58). La conquête est une action déclenchée avec sa fenêtre de réaction, vérifiée de nouveau quand elle se résout ; les unités qui y prennent part perdent leurs mouvements restants dans tous les cas, et elle peut avoir lieu hors du tour de l’attaquant.
    • Un château neutre pas encore pillé : à vous, avec 12 or et une carte.
    • Le château d’un joueur pas encore pillé : à vous et **pillé**, avec 12 or et une carte.
    • Un château pillé : à vous, sans récompense (T59).
    Le nouveau propriétaire peut y recruter aussitôt (T60). Perdre votre dernier château vous élimine : vos unités sont retirées et votre main défaussée (T61).
    • **Villages** : finir un déplacement sur l’un d’eux arrête l’unité et rapporte un butin de 3 or, une fois par Village et par tour (T32).
    • **Ports** : un Centre de port et ses Docks. Finir un déplacement sur le Centre coûte 2 or ; le port est à vous tant que votre unité s’y trouve (T34, T35), et vous recrutez dans ses Docks à prix réduit (sujet units).
    • **Temple** : au centre de la carte, du Désert pour les déplacements. Avec votre unité dessus, vous pouvez une fois par tour regarder la première carte du paquet, et la laisser ou la mettre sous le paquet (T36).
    • **Revenu**, à la fin de votre tour (T24) : 2 or par château ; 2 par unité sur une case ordinaire ou de Montagnes (rien sur Villages, Donjons, Docks, Désert ou Temple) ; 4 et une carte pour le Temple ; X × (3 + X) pour X ports (4 pour un, 10 pour deux, 18 pour trois).
rules-tactica-alliances-title = Tactica · Alliances
rules-tactica-alliances-text = Sur les cartes à 4 et 6 châteaux, on peut jouer en **alliances** fixes, toutes de deux ou toutes de trois joueurs (l’option alliances du défi, comme 1+3, 2+4).
    • **Ordre de jeu** (T120) : les alliances sont tirées dans un ordre, puis les membres dans chacune, et les tours tournent A1 B1 C1 A2 B2 C2 : des alliés ne jouent jamais l’un après l’autre (après des éliminations, cela peut arriver, T25).
    • **Unités amies** (T121) : les unités alliées se bloquent le passage et ne peuvent pas s’attaquer ; les cartes à gemme verte peuvent les viser. L’or, la main, les ports, le revenu et le recrutement (dans vos propres châteaux et Docks seulement) restent à chaque joueur.
    • **Conquêtes** (T62) : les unités de l’alliance sur les Donjons d’un château comptent ensemble. Le château et sa récompense vont au membre choisi par l’allié actif (si aucun allié n’est actif, par le premier membre après le joueur actif).
    • **Adversaires** (T122) : un adversaire est un joueur hors de votre alliance ; Intelligence et Intuition ne visent donc jamais un allié.
    • **Abandon** (T123) : vos châteaux deviennent neutres ; ils ne vont pas à vos alliés.
    • **Victoire** (T12) : seule l’élimination de toutes les autres alliances fait gagner, pas une majorité de châteaux. Tous les membres de la dernière alliance gagnent, même un membre éliminé plus tôt ; les scores restent individuels.
    En chacun pour soi, le bot n’impose aucune diplomatie : les accords restent dans la discussion (T124).
rules-tactica-rulings-title = Tactica · Arbitrages
rules-tactica-rulings-text = La loi de Tactica est son lexique 4.4. Là où le lexique se tait ou est ambigu, le bot suit les arbitrages T1–T124 décrits dans le projet (les arbitrages de Tactica, résumés dans son README), cités par leur numéro dans ces sujets. Par exemple :
    • T8 : vous choisissez votre château en tout début de votre premier tour, parmi les châteaux neutres sans unité ennemie sur leurs Donjons.
    • T26 : un déplacement est une seule action le long d’un chemin entier, avec une seule fenêtre de réaction, pas une par pas ; traverser un Village ou un Centre de port sans s’y arrêter n’a aucun effet.
    • T79 : les fenêtres de réaction ne sont proposées que d’après des faits publics (qui a des cartes en main) : une invite ne révèle donc jamais une main.
    Rien n’est simplifié : une main pleine joue une carte alors permise ou défausse avant une pioche (T65) ; le regard du Temple est gratuit, une fois à votre tour (T36). Les Empires (T82–T119) sont joués en entier ; leurs capacités facultatives (Paysans gratuits, unité prise par la CONSCRIPTION, ESQUIVE, RENAISSANCE et sa case, nombre de Renseignements pris par Yeux et oreilles) sont vos choix, que votre ordre permanent pour les capacités (toujours, demander, jamais) dans Mon tour peut faire pour vous ; les huit Triomphes inconnus sont absents (T84).
cmd-rules-game-description = Quel jeu (Invictus par défaut)
cmd-rules-game-choice-0 = Invictus
cmd-rules-game-choice-1 = Tactica

## Tactica Empires
# L’extension EMPIRES (lexique 4.4, arbitrages T82–T119) : les noms des Empires par leur
# identifiant, les noms de leurs capacités et de leurs Triomphes, et la description complète de
# chaque Empire pour /empire. $name est le nom, dans son fichier de données, d’un Empire qui
# n’a pas encore de traduction.
tactica-empire = { $empire ->
    [akkad] Akkad
    [assyria] Assyrie
    [babylon] Babylone
    [hittite] Empire hittite
    [lydia] Lydie
    [media] Médie
    [parthia] Parthie
    [persia] Perse
    [scythia] Scythie
    [sumer] Sumer
   *[other] { $name }
}
# Les capacités des Empires, par leur identifiant ; le lexique écrit leurs noms en capitales.
tactica-ability = { $ability ->
    [teleport] TÉLÉPORTATION
    [throw] LANCER
    [training] ENTRAÎNEMENT
    [trade] COMMERCE
    [slavery] ESCLAVAGE
    [failure] REVERS
    [plan] PLAN
    [charge] CHARGE
    [debt] Dette
    [reflex] RÉFLEXE
    [theft] VOL
    [pain] DOULEUR
    [drain] ÉPUISEMENT
    [counterattack] CONTRE-ATTAQUE
    [evasion] ESQUIVE
    [conscription] CONSCRIPTION
    [bribery] CORRUPTION
    [rebirth] RENAISSANCE
    [salvo] SALVE
    [nomadism] NOMADISME
    [plunderers] PILLARDS
    [trophy] TROPHÉE
    [patent] BREVET
    [sovereignty] SOUVERAINETÉ
   *[other] { $ability }
}
# Les cartes Triomphe dont le texte est connu (T84).
tactica-triumph = { $triumph ->
    [eyes_and_ears] Yeux et oreilles
    [terror] Terreur
   *[other] { $triumph }
}
tactica-empire-unknown = Il n’y a pas d’Empire de Tactica « { $name } ».
tactica-empire-footer = Les caractéristiques des unités spéciales : /tactica unit. Les Empires se choisissent par draft en partie compétitive (T7).
tactica-empire-text-missing = Cet Empire n’a pas encore de description dans cette langue.
tactica-empire-none = Vanilla (sans Empire)
tactica-empire-vanilla-note = Sans l’extension EMPIRES (Vanilla), tous les joueurs suivent les règles de base.
# La description de chaque Empire pour /empire : ses capacités passives et activées, son unité
# spéciale et son Triomphe. Moments : RA action ordinaire, TA action déclenchée, R réaction (T2, T83).
tactica-empire-text-akkad =
    • **Passives** : les effets qui vous forceraient à défausser des cartes Action ne vous touchent pas (Renseignement, COMMERCE, SOUVERAINETÉ), mais la limite de main, elle, s’applique toujours (T87). Un effet qui vous volerait de l’or vous le fait perdre à la place : le voleur ne gagne rien, et vous ne descendez jamais sous 0 (T87). Vous ne pouvez pas recruter de Cavalerie légère. En combat, vos Archers ont +1 à leur attaque à distance.
    • **Activées** : TÉLÉPORTATION (R, une fois par tour de table, à n’importe quel tour, T83) : déplacez une de vos unités depuis un Donjon d’un de vos châteaux, ou depuis un Village, vers un autre Donjon d’un de vos châteaux. Vers une case libre, c’est un effet de mouvement. Si un ennemi l’occupe, c’est un Engagement du combat de mêlée depuis la case de votre unité : il faut que son combat du tour ne soit pas encore utilisé, et l’unité revient à son point de départ si les deux survivent (T86).
    • **Unité spéciale** : Qaraddu, 5 or, attaque 2 en mêlée, défense 2, infanterie à 4 mouvements (pM:4, T88) ; 5 pions (T85). LANCER (RA) : il est recruté avec une lance. La dépenser fait de son Engagement du combat une attaque à distance, portée 1, attaque 2, sans riposte. Il récupère sa lance chaque fois qu’il arrive sur un Village, un Centre de port ou un Donjon à vous (T88).
    • **Triomphe** : Yeux et oreilles (RA), 10 or, une fois par partie (T84). Prenez jusqu’à 2 cartes Renseignement dans le paquet, la défausse ou les deux (la limite de main s’applique) ; le paquet est ensuite mélangé. Chaque adversaire montre sa main à tous, une fois (T89).
tactica-empire-text-assyria =
    • **Passives** : les cartes Action vous coûtent 6 or et l’Infanterie lourde 5 or (coûts normaux, T82). Dans un combat contre une unité spéciale ennemie, conducteur d’un Chariot lourd compris, votre Infanterie lourde et votre Cavalerie lourde ont +1 en attaque (T91).
    • **Activées** : ENTRAÎNEMENT (RA, une fois par tour, T83) : changez votre Infanterie légère en Infanterie lourde, ou votre Cavalerie légère en Cavalerie lourde, si elle n’a ni bougé ni attaqué ce tour. Il faut un pion lourd libre ; le pion léger retourne dans votre réserve. L’unité garde ses jetons et son Chariot de guerre, et ne peut plus ni bouger ni attaquer de tout le tour (T90).
    • **Unité spéciale** : Capitaine, 7 or, attaque 1 en mêlée, défense 3, cavalerie à 4 mouvements ; 5 pions (T85). Vos unités de mêlée voisines de lui quand les dégâts sont infligés ont +1/+0, en attaque comme en défense ; le Capitaine lui-même non (T92). Une unité voisine de lui peut être entraînée même après avoir bougé ou attaqué ; l’ENTRAÎNEMENT met quand même fin à son tour (T90).
    • **Triomphe** : Terreur (R), 10 or, une fois par partie (T84), jouée en réaction, à n’importe quel tour. Toutes les cartes Action sur la pile et tous les effets de cartes encore en cours prennent fin, et personne ne peut jouer de carte Action jusqu’à la fin du tour en cours. Intuition ne peut pas y répondre : c’est un Triomphe, pas une carte Action (T93).
tactica-empire-text-babylon =
    • **Passives** : ESCLAVAGE (TA) : les Paysans vous coûtent 3 or. Quand votre unité tue un Paysan ennemi, vous pouvez recruter gratuitement un Paysan sur un de vos Donjons libres, s’il vous reste un pion (T95). REVERS (TA) : chaque fois qu’une unité ennemie tue votre unité sur un objectif et y avance, vous perdez 1 or, sans descendre sous 0 (T37, T96) ; chacun de vos châteaux vous rapporte 3 or à votre revenu (T96).
    • **Activées** : COMMERCE (BA, une fois par tour de table, mais seulement à votre propre tour, T94) : remélangez une carte Action de votre main dans le paquet pour gagner 4 or, et/ou payez 4 or pour faire défausser à l’adversaire de votre choix une carte Action de son choix.
    • **Unité spéciale** : Architecte, 4 or, attaque 0 en mêlée, défense 1, cavalerie à 3 mouvements ; 5 pions (T85). PLAN (TA) améliore la case où il se tient (T97) : sur les Montagnes, son jeton Montagne peut passer à une autre unité amie qui n’en a pas ; sur un Centre de port, +1 à votre limite de recrutement dans les Docks ; sur le Temple, +1 carte Action à votre revenu ; sur un Village, un Paysan gratuit dans votre Donjon à votre Fin du tour.
    • **Triomphe** : le texte du Triomphe de Babylone n’est pas encore connu ; Babylone joue donc sans Triomphe jusqu’à ce qu’il le soit (T84).
tactica-empire-text-hittite =
    • **Passives** : la Cavalerie légère vous coûte 7 or et la Cavalerie lourde 11 or. Chacun de vos châteaux ne vous rapporte que 1 or à votre revenu. Vos Chariots de guerre et vos Chariots lourds ont la fatigue du recrutement : ils ne peuvent pas bouger au tour de leur recrutement. Votre Infanterie légère a 4 mouvements et votre Infanterie lourde 3 (un de plus chacune). Votre infanterie ne paie que 1 mouvement pour descendre des Montagnes ; y monter coûte toujours 2. Vous pouvez aussi acheter des Chariots de guerre ordinaires (T98).
    • **Activées** : aucune.
    • **Unité spéciale** : Chariot lourd, 8 or ; 5 pions (T85, T99). Il fonctionne comme le Chariot de guerre et se conduit avec de l’infanterie, mais son conducteur gagne +2/+2 et 1 mouvement de plus. Comme avec le Chariot de guerre, un conducteur qui tombe à 0 ou −1 en défense ne perd que le chariot (T99). Pour tout effet, c’est une unité spéciale, et son conducteur aussi (T91, T99).
    • **Triomphe** : le texte du Triomphe de l’Empire hittite n’est pas encore connu ; il joue donc sans Triomphe jusqu’à ce qu’il le soit (T84).
tactica-empire-text-lydia =
    • **Passives** : la Cavalerie lourde vous coûte 8 or. Vos Chariots de guerre ne donnent que 1 mouvement de plus. CHARGE (TA) : chaque fois qu’une de vos unités de cavalerie attaque, Cavalerie lydienne comprise, elle peut prendre +1/−1 pour ce combat (T100). Dette : vous pouvez dépenser jusqu’à −3 or par château que vous possédez ; sous cette limite, vous ne pouvez plus rien dépenser. Au Passage du tour, après votre revenu, un solde négatif est prélevé une seconde fois (−4 devient −8). Vols et pertes ne font jamais passer personne sous 0, vous compris : la dette ne vient que de vos propres dépenses (T101).
    • **Activées** : aucune.
    • **Unité spéciale** : Cavalerie lydienne, 9 or, attaque 3 en mêlée, défense 3, cavalerie à 6 mouvements ; 5 pions (T85). RÉFLEXE (TA) : quand elle attaque, elle frappe la première ; si l’unité ennemie meurt ou perd son Chariot de guerre sous ce coup, aucun dégât ne revient. Face à une carte Réflexe ennemie, les deux s’annulent et les dégâts sont simultanés (T46, T102).
    • **Triomphe** : le texte du Triomphe de la Lydie n’est pas encore connu ; la Lydie joue donc sans Triomphe jusqu’à ce qu’il le soit (T84).
tactica-empire-text-media =
    • **Passives** : vous ne pouvez pas recruter d’Archers ; le Mage est permis. Quand vous choisissez la Médie, vous nommez publiquement un type d’unité, tout sauf le Paysan (Chariot de guerre et Mage compris), qui vous coûte 1 or de moins pour toute la partie (T9, T103). Vos unités ne s’arrêtent pas sur les Villages : en piller un leur laisse leurs mouvements restants mais ne rapporte que 1 or, et chaque Village ne paie toujours qu’une fois par tour (T104).
    • **Activées** : VOL (RA) : à votre Fin du tour, l’adversaire de votre choix perd 1 or, sans descendre sous 0 (T105).
    • **Unité spéciale** : Mage, 9 or, attaque 2 à portée 4, défense 1, infanterie à 2 mouvements ; 5 pions (T85). Au lieu de son Engagement du combat (qu’il utilise ainsi), il peut viser une unité à portée 4, comme action ordinaire, sans combat ni riposte (T106). DOULEUR (RA) : un jeton −1/−1 permanent ; l’attaque s’arrête à 0, et une unité dont la défense tombe sous 1 est détruite. ÉPUISEMENT (RA) : un jeton de ralentissement ; l’unité n’a plus que 1 mouvement, sans les points du Chariot de guerre, jusqu’à la fin du prochain tour de son propriétaire.
    • **Triomphe** : le texte du Triomphe de la Médie n’est pas encore connu ; la Médie joue donc sans Triomphe jusqu’à ce qu’il le soit (T84).
tactica-empire-text-parthia =
    • **Passives** : les Archers de niveau 2, 3 et 4 vous coûtent 1 or de moins : 3, 5, 8 et 11 or pour les niveaux 1 à 4. L’Infanterie lourde vous coûte 7 or. Vous ne pouvez pas acheter de Chariots de guerre (T107). CONTRE-ATTAQUE (TA) : chaque fois qu’une Attaque surprise, une Attaque surprise renforcée ou une Lame empoisonnée d’un adversaire se résout, vous pouvez payer 3 or pour la prendre de la défausse dans votre main ; pas si Intuition l’a annulée, et la limite de main s’applique (T107).
    • **Activées** : aucune.
    • **Unité spéciale** : Archer monté, 6 or, attaque 2 à portée 2, défense 2, cavalerie à 5 mouvements ; 5 pions (T85). ESQUIVE (TA) : il est recruté avec un marqueur d’Esquive, jamais renouvelé. Une fois connus les dégâts d’un combat à distance, il peut le dépenser pour annuler tous les dégâts qu’il subit dans ce combat (T108).
    • **Triomphe** : le texte du Triomphe de la Parthie n’est pas encore connu ; la Parthie joue donc sans Triomphe jusqu’à ce qu’il le soit (T84).
tactica-empire-text-persia =
    • **Passives** : CONSCRIPTION (TA) : quand vous choisissez votre premier château, et chaque fois que vous conquérez un château pour la première fois, vous pouvez recruter gratuitement un Paysan dans votre Donjon, fatigué comme toute recrue (T9, T109). Quand votre conquête élimine un joueur, vous prenez une de ses unités, à votre choix, avant que les autres soient retirées ; elle est fatiguée, et un Chariot de guerre sous elle est retiré (T109). Votre Infanterie lourde est 3/2 et votre Cavalerie lourde 4/3 (une défense de moins) ; l’Immortel n’est pas touché (T110).
    • **Activées** : CORRUPTION (RA, une fois par tour, T83) : choisissez une unité ennemie et payez son coût normal (le prix de son propriétaire) pour poser dessus un jeton de Corruption permanent. Cette unité ne peut pas engager le combat contre vos unités, même si elle change de mains ; elle peut encore se défendre et être déplacée (T111).
    • **Unité spéciale** : Immortel, 9 or, attaque 4 en mêlée, défense 3, infanterie à 2 mouvements ; 5 pions (T85). RENAISSANCE (TA) : il est recruté avec un jeton de Renaissance. Quand il devrait être détruit, vous pouvez dépenser le jeton et 9 or : il passe sur une case adjacente libre de votre choix, avec toute sa défense, et son combat prend fin. Il récupère le jeton quand il arrive sur un Donjon d’un de vos châteaux (T112).
    • **Triomphe** : le texte du Triomphe de la Perse n’est pas encore connu ; la Perse joue donc sans Triomphe jusqu’à ce qu’il le soit (T84).
tactica-empire-text-scythia =
    • **Passives** : NOMADISME (TA) : quand vous perdez votre dernier château, vous restez dans la partie sans château, et votre prochain tour est un tour bonus pour en gagner un ; si vous n’avez aucun château à la fin de ce tour, vous êtes éliminé (T114). PILLARDS (TA) : vous ne pouvez obtenir de Paysans d’aucune façon (T56, T115) ; chaque fois que votre unité de mêlée tue une unité ennemie en combat et survit, vous gagnez 1 or (T115).
    • **Activées** : SALVE (RA, un Archer par tour, T83) : au lieu d’engager le combat, un de vos Archers inflige 1 dégât à chacune de deux unités ennemies différentes à sa portée. Cela utilise le combat de l’Archer mais n’est pas un combat : ni riposte, ni cartes de combat, ni victimes comptées, et rien ne peut augmenter ces dégâts (T113).
    • **Unité spéciale** : Amazone, 5 or, attaque 3 en mêlée, défense 1, infanterie à 3 mouvements ; 5 pions (T85). TROPHÉE (TA) : chaque fois qu’elle tue une unité ennemie et survit, elle reçoit un marqueur +1/+1 permanent (ils s’additionnent), et le propriétaire de la victime perd 1 or, sans descendre sous 0. PILLARDS vous rapporte aussi son 1 or (T116).
    • **Triomphe** : le texte du Triomphe de la Scythie n’est pas encore connu ; la Scythie joue donc sans Triomphe jusqu’à ce qu’il le soit (T84).
tactica-empire-text-sumer =
    • **Passives** : les Chariots de guerre vous coûtent 5 or mais ne donnent que 1 mouvement de plus. Vos unités de mêlée sur un Chariot de guerre ont +1/+0 en attaque et +0/+1 en défense, en plus du +1/+1 du chariot. Votre Cavalerie légère a 5 mouvements et votre Cavalerie lourde 4. Les Archers vous coûtent 2 or de plus : 5, 8, 11 et 14 or pour les niveaux 1 à 4 (T117). BREVET (TA) : chaque fois que vous piochez une carte Action (achat, Temple, conquête), vous pouvez la montrer à tous et gagner 1 or (T118).
    • **Activées** : aucune.
    • **Unité spéciale** : Gilgamesh, 11 or, attaque 5 en mêlée, défense 5, cavalerie à 4 mouvements ; un seul pion (T85, T119). SOUVERAINETÉ (TA) : chaque fois qu’il tue une unité ennemie en combat comme attaquant, le propriétaire de la victime défausse une carte Action de son choix, s’il en a une ; Akkad y échappe (T87, T119).
    • **Triomphe** : le texte du Triomphe de Sumer n’est pas encore connu ; Sumer joue donc sans Triomphe jusqu’à ce qu’il le soit (T84).
# Les capacités des Empires comme actions (libellés de menu : 100 caractères au plus), leurs
# événements et les décisions qu’elles demandent. $you vaut « yes » pour le lecteur ; $seat est
# le numéro d’un joueur ; les cases sont des étiquettes.
tactica-text-a-card = une carte
tactica-text-ability-teleport = TÉLÉPORTATION : { $unit } { $from } → { $to }
tactica-text-ability-throw = LANCER : { $unit } { $from } jette sa lance sur { $target }
tactica-text-ability-train = ENTRAÎNEMENT : { $unit } { $field } devient lourde
tactica-text-ability-trade-card = COMMERCE : remélanger { $card } dans la pioche pour { $gold } or
tactica-text-ability-trade-discard = COMMERCE : payer { $gold } or, le joueur { $seat } défausse une carte
tactica-text-ability-trade-both = COMMERCE : remélanger { $card } (+{ $gold } or), payer { $gold } or : le joueur { $seat } défausse
tactica-text-ability-trade-nothing = COMMERCE
tactica-text-ability-charge = CHARGE : { $unit } { $from } attaque { $target } à +{ $attack }/−{ $defense }
tactica-text-ability-pain = DOULEUR : { $unit } { $from } sur { $target }
tactica-text-ability-drain = ÉPUISEMENT : { $unit } { $from } sur { $target }
tactica-text-ability-bribe = CORRUPTION : payer { $gold } or, { $target } n’attaque plus les Perses
tactica-text-ability-salvo = SALVE : { $unit } { $from } touche { $first } et { $second }
tactica-text-ability-triumph = Triomphe : { $triumph } pour { $gold } or
tactica-text-ability-theft = VOL : le joueur { $seat } perd { $gold } or
tactica-text-ability-patent-show = BREVET : montrer la carte piochée, pour { $gold } or
tactica-text-ability-patent-keep = Garder secrète la carte piochée
tactica-text-ability-counterattack-take = CONTRE-ATTAQUE : payer { $gold } or et prendre { $card }
tactica-text-ability-counterattack-leave = Laisser { $card } dans la défausse
tactica-text-ability-free-peasant = Recruter le { $peasant } gratuit en { $field }
tactica-text-ability-free-peasant-none = Pas de { $peasant } gratuit
tactica-text-ability-capture = Prendre { $unit } en { $field }
tactica-text-ability-take-intelligence = Prendre { $cards ->
    [0] aucune carte Renseignements
    [one] une carte Renseignements
   *[other] { $cards } cartes Renseignements
}
tactica-text-ability-evade = ESQUIVE : dépenser le jeton, aucun dégât
tactica-text-ability-evade-not = Subir les dégâts, garder le jeton
tactica-text-ability-rebirth = RENAISSANCE : s’écarter en { $field } pour { $gold } or
tactica-text-ability-rebirth-not = Laisser mourir l’Immortel, garder l’or
tactica-text-event-ability = { $you ->
    [yes] Vous avez
   *[other] Le joueur { $seat } a
} déclaré { $what }.
# Pourquoi l’or a changé, après le montant.
tactica-gold-reason = { $reason ->
    [plunder] PILLARDS
    [trophy] TROPHÉE
    [failure] REVERS
    [theft] VOL
    [patent] BREVET
    [trade] COMMERCE
    [debt] dette
    [counterattack] CONTRE-ATTAQUE
    [triumph] Triomphe
   *[other] { $reason }
}
tactica-text-event-gold-gained = { $you ->
    [yes] Vous gagnez
   *[other] Le joueur { $seat } gagne
} { $gold } or ({ $why }).
tactica-text-event-gold-lost = { $you ->
    [yes] Vous perdez
   *[other] Le joueur { $seat } perd
} { $gold } or ({ $why }).
tactica-text-event-trained = L’unité en { $field } devient { $unit } (ENTRAÎNEMENT).
tactica-text-event-trophy = L’Amazone en { $field } reçoit un marqueur TROPHÉE (+1/+1).
tactica-text-event-pained = DOULEUR : l’unité en { $field } reçoit un jeton −1/−1.
tactica-text-event-drained = ÉPUISEMENT : l’unité en { $field } n’aura que 1 mouvement au prochain tour de son propriétaire.
tactica-text-event-bribed = { $you ->
    [yes] Vous corrompez
   *[other] Le joueur { $seat } corrompt
} l’unité en { $field } pour { $gold } or : elle ne peut plus attaquer les Perses (CORRUPTION).
tactica-text-event-evaded = L’Archer monté en { $field } dépense son ESQUIVE : aucun dégât.
tactica-text-event-reborn = { $you ->
    [yes] Votre Immortel
   *[other] L’Immortel du joueur { $seat }
} passe de { $from } à { $to } au lieu de mourir, pour { $gold } or (RENAISSANCE).
tactica-text-event-card-shown = { $you ->
    [yes] Vous montrez
   *[other] Le joueur { $seat } montre
} la carte piochée : { $card } (BREVET).
tactica-text-event-hand-shown = { $you ->
    [yes] Votre main est montrée à tous
   *[other] La main du joueur { $seat } est montrée à tous
} : { $cards }.
tactica-text-event-card-taken = { $you ->
    [yes] Vous prenez
   *[other] Le joueur { $seat } prend
} { $card } en main.
tactica-text-event-card-returned = { $you ->
    [yes] Vous remélangez
   *[other] Le joueur { $seat } remélange
} une carte dans la pioche.
tactica-text-event-terror = { $you ->
    [yes] Vous jouez
   *[other] Le joueur { $seat } joue
} Terreur : les cartes Action sur la pile sont annulées, et plus aucune carte Action ne peut être jouée avant la fin du tour.
tactica-text-event-conscripted = { $you ->
    [yes] Vous prenez
   *[other] Le joueur { $seat } prend
} l’unité du joueur { $victim } en { $field } : { $unit } (CONSCRIPTION).
tactica-text-event-nomad = { $you ->
    [yes] Vous perdez votre dernier château mais restez
   *[other] Le joueur { $seat } perd son dernier château mais reste
} en jeu un tour de plus (NOMADISME).
tactica-text-decide-theft = quel adversaire perd { $gold } or (VOL)
tactica-text-decide-patent = montrer ou non la carte qui vient d’être piochée, pour { $gold } or (BREVET)
tactica-text-decide-counterattack = payer ou non { $gold } or pour prendre { $card } (CONTRE-ATTAQUE)
tactica-text-decide-free-peasant = recruter ou non un { $peasant } gratuit dans votre Donjon, et sur quelle case ({ $ability ->
    [slavery] ESCLAVAGE
    [plan] PLAN
   *[other] CONSCRIPTION
 })
tactica-text-decide-capture = quelle unité du joueur { $seat } prendre avant que les autres soient retirées (CONSCRIPTION)
tactica-text-decide-eyes-and-ears = combien de cartes Renseignements prendre (YEUX ET OREILLES : jusqu’à deux)
tactica-text-decide-evasion = l’Archer monté en { $field } dépense-t-il son ESQUIVE pour ne subir aucun dégât dans ce combat
tactica-text-decide-rebirth = l’Immortel en { $field } s’écarte-t-il au lieu de mourir, pour { $gold } or, et vers quelle case (RENAISSANCE)
tactica-text-ability-plan = PLAN : { $unit } { $from } donne son jeton Montagne à { $target }
tactica-text-decide-play-order = jouer en premier ou en second (le perdant du dernier match choisit, T7)
tactica-text-action-play-first = Jouer en premier ({ $gold } or)
tactica-text-action-play-second = Jouer en second ({ $gold } or)
tactica-text-event-first-player = { $you ->
    [yes] Vous jouez
   *[other] Le joueur { $seat } joue
} en premier.
