// Règles du jeu, en français : le guide et les règles numérotées de
// docs/rules.md (R1–R15, D1–D9, C1–C4), affichés par howto.js.  Mêmes clés
// que rules-en.js ; le balisage ({dd.target}, [[R6]], **gras**) est décrit
// dans howto_text.js.

export default {
  lang: "fr",
  title: "Règles du jeu",
  close: "Fermer",
  contents: "Sommaire",
  guideTitle: "Le jeu",
  referenceTitle: "Les règles numérotées",
  sections: {
    basics: {
      title: "Le jeu en bref",
      blocks: [
        "Quatre joueurs, deux camps : vous (Sud) et Nord contre Ouest et Est. Les robots tiennent les trois autres places.",
        "À chaque donne, toutes les cartes sont distribuées. Viennent ensuite les **enchères** : chacun annonce combien de plis son camp fera, et dans quel atout (ou à sans atout). Le plus fort enchérisseur devient le **déclarant**, puis on joue la donne, une carte chacun par pli.",
        "Les deux camps marquent les plis qu’ils font ; un déclarant qui n’atteint pas son enchère chute et perd la valeur de son enchère. Le premier camp à atteindre l’objectif, sur une donne où il a le droit de gagner, remporte la partie.",
        {
          list: [
            "**Deux jeux** (par défaut) : 48 cartes, {dd.hand} chacun, partie en {dd.target}, enchères ouvertes, jeu en solo permis.",
            "**Un jeu** (classique) : 24 cartes, {sd.hand} chacun, partie en {sd.target}, un seul tour d’enchères.",
          ],
        },
      ],
    },
    play: {
      title: "Atout, valets et plis",
      blocks: [
        "Chaque couleur compte as, roi, dame, valet, 10 et 9 ; la partie à deux jeux a deux exemplaires de chaque carte.",
        "Dans une couleur d’atout, deux valets sont les plus forts atouts : le **grand valet** (le valet d’atout) et le **petit valet** (l’autre valet de la même couleur rouge ou noire). Atout cœur : le valet de cœur est le grand valet, le valet de carreau le petit valet ; ce dernier compte alors comme un cœur en toute circonstance, et le carreau n’a plus de valet. L’ordre à l’atout : grand valet, petit valet, as, roi, dame, 10, 9 [[R4]] [[R5]].",
        "À **sans atout**, pas de valets maîtres : chaque couleur va de l’as au 9 (as, roi, dame, valet, 10, 9).",
        "Le déclarant entame le premier pli ; le gagnant de chaque pli entame le suivant [[R8]]. Il faut fournir à la couleur demandée si on le peut ; sinon, on joue n’importe quelle carte. On n’est jamais obligé de couper [[R6]].",
        "Le plus fort atout remporte le pli ou, sans atout dans le pli, la plus forte carte de la couleur demandée. À deux jeux, de deux cartes identiques, la première jouée l’emporte [[R7]].",
        "Tous les plis se jouent, même quand le contrat est déjà réussi ou chuté, car la défense marque aussi ses plis [[R11]].",
      ],
    },
    auction: {
      title: "Les enchères",
      blocks: [
        "Le joueur à gauche du donneur parle le premier, puis on parle à tour de rôle dans le sens des aiguilles d’une montre [[R3]]. Une enchère annonce un nombre de plis et un atout, ou sans atout : 5♥, 7 SA… Chaque enchère doit annoncer **plus de plis** que la précédente ; les couleurs n’ont pas de rang, donc 4♠ ne couvre pas 4♥ [[R9]].",
        "**Deux jeux : enchères ouvertes** [[D2]]. Les tours de parole s’enchaînent autant qu’il le faut. À votre tour, vous pouvez passer, enchérir ou jouer seul.",
        {
          list: [
            "**Passer ne vous empêche pas d’enchérir ensuite.** Quand la parole vous revient, vous pouvez encore enchérir.",
            "Si vous avez passé et que la page affiche de nouveau **{ui.yourCall}**, rien n’est bloqué : les enchères continuent et la parole est revenue à vous. Passez encore, ou enchérissez.",
            "Vous n’avez jamais à répondre à votre propre enchère : les enchères s’arrêtent dès que les trois autres joueurs ont passé derrière elle.",
          ],
        },
        "**Les enchères s’arrêtent aussitôt** [[D3]] :",
        {
          list: [
            "quand trois passes de suite suivent une enchère : son auteur est le déclarant ;",
            "quand quelqu’un demande {dd.hand} plis, le maximum : rien ne peut le couvrir, pas même un solo ;",
            "quand quelqu’un joue seul ;",
            "quand les quatre premières paroles sont des passes : la donne est annulée et le donneur suivant redistribue [[R15]].",
          ],
        },
        "Vous pouvez surenchérir sur votre partenaire. La dernière enchère devient le contrat, son auteur le déclarant, et sa couleur l’atout [[R10]].",
        "**Un jeu : un seul tour** [[C2]]. Chacun parle une seule fois, de la gauche du donneur jusqu’au donneur. Là, qui passe a passé pour de bon, et une enchère de {sd.hand} clôt aussitôt les enchères.",
        {
          example: "Exemple : passer, puis enchérir (deux jeux)",
          lines: [
            "Ouest donne. Nord passe, Est annonce 4♦, vous passez, Ouest passe.",
            "Nord annonce 5♠. Est, vous et Ouest passez : Nord est déclarant à 5♠. Il avait passé au premier tour, et cela ne l’a pas empêché d’enchérir.",
          ],
        },
      ],
    },
    alone: {
      title: "Jouer seul et l’échange",
      blocks: [
        "À deux jeux, un joueur peut annoncer **{ui.alone}** avec un atout ou à sans atout : il s’engage à faire **les {dd.hand} plis** sans son partenaire. Il peut le faire à n’importe quel tour tant que les enchères sont ouvertes, même par-dessus une enchère de son partenaire, mais plus dès que quelqu’un a demandé {dd.hand}. Cette annonce clôt les enchères [[D5]].",
        "Avant l’entame vient l’**échange** [[D6]] : le joueur seul annonce combien de cartes il échange, de 0 à {dd.exchangeMax}. Son partenaire choisit autant de cartes à lui passer, et lui autant de cartes à écarter, sans que l’un voie le choix de l’autre. Les cartes du partenaire rejoignent sa main une fois l’écart fait.",
        "Ensuite le partenaire ne joue pas : chaque pli compte trois cartes, et c’est le joueur seul qui entame [[R8]].",
        "Solo réussi (les {dd.hand} plis) : +{dd.loneMade} pour son camp, 0 pour la défense. Un pli de moins ou davantage : −{dd.loneSet} pour son camp, et la défense marque ses plis [[D7]].",
        "À un jeu, personne ne peut jouer seul [[C3]].",
      ],
    },
    scoring: {
      title: "La marque",
      blocks: [
        "Après chaque donne, les deux camps marquent [[R12]] :",
        {
          list: [
            "le camp déclarant, s’il a **réussi** son contrat (au moins autant de plis qu’annoncé), marque tous les plis qu’il a faits ;",
            "s’il a **chuté** (moins de plis), il perd la valeur de son enchère ;",
            "la défense marque toujours les plis qu’elle a faits.",
          ],
        },
        "Le score peut devenir négatif [[R13]]. Une enchère de {dd.hand} sans jouer seul est un contrat ordinaire [[D8]].",
        {
          example: "Exemples (deux jeux, {dd.hand} plis)",
          lines: [
            "Nord annonce 7♦ et Nord–Sud font 9 plis : Nord–Sud +9, Est–Ouest +{dd.hand-9}.",
            "Nord annonce 7♦ et Nord–Sud ne font que 6 plis : Nord–Sud −7, Est–Ouest +{dd.hand-6}.",
            "Est joue seul et fait les {dd.hand} plis : Est–Ouest +{dd.loneMade}, Nord–Sud 0.",
            "Est joue seul et fait {dd.hand-1} plis : Est–Ouest −{dd.loneSet}, Nord–Sud +1.",
            "Nord–Sud ont 3 points et chutent sur une enchère de 9 : ils tombent à −6, et la partie continue.",
          ],
        },
        {
          example: "Exemple (un jeu, {sd.hand} plis)",
          lines: ["Vous annoncez 3♥ et votre camp fait 4 plis : Nord–Sud +4, Est–Ouest +{sd.hand-4}."],
        },
      ],
    },
    winning: {
      title: "Qui peut gagner sur une donne",
      blocks: [
        "La partie ne se décide qu’à la fin d’une donne, et sur chaque donne **un seul camp peut gagner** [[R14]] : le camp déclarant s’il a réussi son contrat, la défense si elle l’a fait chuter. Ce camp gagne si son score a atteint l’objectif ({dd.target} à deux jeux, {sd.target} à un jeu).",
        "L’autre camp ne peut pas gagner sur cette donne, quel que soit son score. Un camp peut donc dépasser l’objectif et continuer à jouer : il gagnera plus tard, à la fin d’une donne où c’est lui qui a le droit de gagner. Une donne annulée parce que tout le monde a passé ne termine jamais la partie [[R15]].",
        {
          example: "Exemples (deux jeux, partie en {dd.target})",
          lines: [
            "Est–Ouest ont {dd.target-2} et défendent ; Nord–Sud annoncent 5 et font 7 plis. Est–Ouest passent à {dd.target+3} mais **ne gagnent pas** : Nord–Sud ont réussi leur contrat. La partie continue.",
            "Plus tard, Est–Ouest, toujours à {dd.target+3}, font chuter le contrat de Nord–Sud avec 4 plis. Ils passent à {dd.target+7} et **gagnent**.",
            "Nord–Sud ont {dd.target+8}, annoncent 8 et font 7 plis : ils chutent, retombent à {dd.target} et **ne gagnent pas**. Est–Ouest ne gagnent que si leur nouveau score atteint {dd.target}.",
            "Nord–Sud ont {dd.target-3}, annoncent 4 et font 7 plis ({dd.target+4}) ; Est–Ouest, à {dd.target-2}, font 5 plis ({dd.target+3}). Les deux camps dépassent l’objectif, mais seuls Nord–Sud ont réussi un contrat : **Nord–Sud gagnent**.",
          ],
        },
      ],
    },
    common: { title: "Règles communes", blocks: [] },
    "double-deck": { title: "Deux jeux (par défaut)", blocks: [] },
    "single-deck": { title: "Un jeu (classique)", blocks: [] },
  },
  rules: {
    R1: {
      title: "Le jeu de cartes",
      blocks: ["La partie à un jeu compte 24 cartes : as, roi, dame, valet, 10 et 9 dans chaque couleur. La partie à deux jeux compte 48 cartes, deux exemplaires identiques de chacune de ces 24 cartes."],
    },
    R2: {
      title: "La distribution",
      blocks: ["Le premier donneur est tiré au sort ; ensuite la donne passe à gauche (dans le sens des aiguilles d’une montre). Toutes les cartes sont distribuées, autant à chaque joueur ; il n’y a pas de talon."],
    },
    R3: {
      title: "L’ordre de parole",
      blocks: ["Le joueur à gauche du donneur parle le premier, puis la parole tourne dans le sens des aiguilles d’une montre."],
    },
    R4: {
      title: "Les valets",
      blocks: [
        "Avec une couleur d’atout, deux valets appartiennent à l’atout en toute circonstance (pour fournir, remporter un pli, être chicane, compter ses atouts) : le valet d’atout, le **grand valet**, et le valet de l’autre couleur de même teinte, le **petit valet**. Toutes les autres cartes appartiennent à leur propre couleur. À sans atout, chaque carte appartient à sa couleur.",
      ],
    },
    R5: {
      title: "L’ordre des cartes",
      blocks: ["À l’atout, de la plus forte à la plus faible : grand valet, petit valet, as, roi, dame, 10, 9. Les autres couleurs : as, roi, dame, valet, 10, 9, et la couleur de même teinte que l’atout n’a pas de valet. À sans atout, chaque couleur va de l’as au 9 : as, roi, dame, valet, 10, 9."],
    },
    R6: {
      title: "Fournir",
      blocks: [
        "La couleur demandée est celle de la première carte du pli, au sens de [[R4]] : entamer du petit valet, c’est entamer atout. Si vous avez une carte de la couleur demandée, vous devez en jouer une ; sinon, vous jouez ce que vous voulez. On n’est jamais obligé de couper.",
        "Atout cœur, une entame à carreau ne vous oblige pas à jouer le valet de carreau : c’est un cœur. Si c’est votre seul « carreau », vous êtes chicane à carreau.",
      ],
    },
    R7: {
      title: "Qui remporte le pli",
      blocks: ["Si un atout a été joué, le plus fort atout l’emporte ; sinon, la plus forte carte de la couleur demandée. De deux cartes identiques dans un même pli, la première jouée bat la seconde."],
    },
    R8: {
      title: "L’entame",
      blocks: ["Le déclarant entame le premier pli, même quand il joue seul. Le gagnant de chaque pli entame le suivant."],
    },
    R9: {
      title: "Les enchères",
      blocks: ["Une enchère annonce un nombre de plis et un atout, ou sans atout : 4♥, 7 SA… Elle doit annoncer plus de plis que l’enchère en cours : les couleurs n’ont pas de rang, donc 4♠ ne couvre pas 4♥. On peut annoncer de {dd.minBid} au nombre de cartes en main."],
    },
    R10: {
      title: "Le contrat",
      blocks: ["Quand les enchères sont finies, la dernière enchère est le contrat. Son auteur est le **déclarant**, et sa couleur devient l’atout (ou il n’y en a pas, à sans atout)."],
    },
    R11: {
      title: "Jouer jusqu’au bout",
      blocks: ["Tous les plis se jouent, même une fois le contrat réussi ou chuté, car la défense marque ses plis."],
    },
    R12: {
      title: "La marque d’un contrat",
      blocks: [
        {
          list: [
            "Réussi (au moins autant de plis qu’annoncé) : le camp déclarant marque tous ses plis, la défense les siens.",
            "Chuté (moins de plis qu’annoncé) : le camp déclarant perd la valeur de son enchère, la défense marque ses plis.",
          ],
        },
        "Annonce de 7, 9 plis faits : +9 et +{dd.hand-9}. Annonce de 7, 6 plis faits : −7 et +{dd.hand-6} (deux jeux).",
      ],
    },
    R13: {
      title: "Scores négatifs",
      blocks: ["Le score d’un camp peut passer sous zéro. Il n’y a pas de plancher."],
    },
    R14: {
      title: "La victoire",
      blocks: [
        "On ne cherche un vainqueur qu’à la fin d’une donne. Sur chaque donne, un seul camp peut gagner : le camp déclarant s’il a réussi son contrat, sinon la défense. Si le score de ce camp a atteint l’objectif, il gagne la partie. L’autre camp ne gagne jamais sur cette donne, quel que soit son score : on peut donc dépasser l’objectif et continuer à jouer.",
        "Voir les exemples dans [[winning]].",
      ],
    },
    R15: {
      title: "Personne n’enchérit",
      blocks: ["Si les quatre joueurs passent, la donne est annulée : personne ne marque, et le donneur suivant (à gauche) redistribue. Une telle donne ne termine jamais la partie."],
    },
    D1: {
      title: "Cartes et objectif",
      blocks: ["48 cartes, {dd.hand} par joueur, {dd.hand} plis par donne ; la partie se joue en **{dd.target}** points."],
    },
    D2: {
      title: "Enchères ouvertes",
      blocks: ["La parole tourne dans le sens des aiguilles d’une montre autant de fois qu’il le faut. À votre tour, vous pouvez passer, enchérir (de {dd.minBid} à {dd.hand}) ou jouer seul. Passer ne vous empêche **pas** d’enchérir plus tard : la parole revient, et vous pouvez encore enchérir."],
    },
    D3: {
      title: "La fin des enchères",
      blocks: [
        "Les enchères s’arrêtent aussitôt :",
        {
          list: [
            "quand les trois paroles qui suivent une enchère sont des passes : son auteur est le déclarant (personne n’a à répondre à sa propre enchère) ;",
            "quand quelqu’un demande {dd.hand} : rien ne peut couvrir cette enchère, pas même un solo ;",
            "quand quelqu’un joue seul ;",
            "quand les quatre premières paroles sont des passes [[R15]].",
          ],
        },
      ],
    },
    D4: {
      title: "Enchère minimale",
      blocks: ["La plus petite enchère est de {dd.minBid}."],
    },
    D5: {
      title: "Jouer seul",
      blocks: ["Le solo, avec un atout ou à sans atout, engage à faire **les {dd.hand} plis** sans le partenaire. On peut l’annoncer à n’importe quel tour tant que les enchères sont ouvertes et que personne n’a demandé {dd.hand}, même par-dessus l’enchère de son partenaire. Le partenaire ne joue pas : les plis comptent trois cartes et son tour est sauté. Le déclarant entame toujours le premier pli."],
    },
    D6: {
      title: "L’échange",
      blocks: [
        "Avant l’entame, le joueur seul annonce combien de cartes il échange : de 0 à {dd.exchangeMax}. Son partenaire choisit autant de cartes à lui passer, lui autant de cartes à écarter, et aucun ne voit le choix de l’autre avant que les deux soient faits.",
        "L’écart se fait parmi les {dd.hand} cartes du déclarant ; les cartes reçues rejoignent ensuite sa main, qui revient à {dd.hand} cartes. L’écart et les autres cartes du partenaire sont hors jeu, face cachée. Avec 0, rien n’est échangé.",
      ],
    },
    D7: {
      title: "La marque du solo",
      blocks: ["Les {dd.hand} plis : le camp déclarant marque **+{dd.loneMade}** et la défense 0. Moins : le camp déclarant marque **−{dd.loneSet}**, et la défense marque ses plis. [[R14]] s’applique comme pour tout contrat."],
    },
    D8: {
      title: "Une enchère de {dd.hand}",
      blocks: ["Une enchère ordinaire de {dd.hand}, avec le partenaire, se marque comme toute enchère [[R12]] : +{dd.hand} si elle est réussie, −{dd.hand} si elle chute."],
    },
    D9: {
      title: "Le nombre d’atouts",
      blocks: ["Avec une couleur d’atout, l’atout compte 14 cartes (2 grands valets, 2 petits valets, et 2 as, rois, dames, 10 et 9). L’autre couleur de même teinte en compte 10, et les deux autres couleurs 12 chacune."],
    },
    C1: {
      title: "Cartes et objectif",
      blocks: ["24 cartes, {sd.hand} par joueur, {sd.hand} plis par donne ; la partie se joue en **{sd.target}** points."],
    },
    C2: {
      title: "Un seul tour d’enchères",
      blocks: ["Chaque joueur parle exactement une fois, passe ou enchère, de la gauche du donneur jusqu’au donneur. **Qui passe ne reparle plus.** Une enchère de {sd.hand} clôt aussitôt les enchères."],
    },
    C3: {
      title: "Enchères, et pas de solo",
      blocks: ["On annonce de {sd.minBid} à {sd.hand} plis. Personne ne peut jouer seul dans ce jeu."],
    },
    C4: {
      title: "Personne n’enchérit",
      blocks: ["Si les quatre joueurs passent, la donne est annulée et le donneur suivant redistribue [[R15]]."],
    },
  },
};
