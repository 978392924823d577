// Les mots français de l’issue 12 (« Apprendre de chaque donne ») : revue de
// la donne, Pourquoi ?, conseil, annuler, fiches de donne, statistiques
// (M.learn ; mêmes clés que en-learn.js).

import { dayWords, decPluralWord } from "./format.js";

const SEAT = { S: "Vous", N: "Nord", W: "Ouest", E: "Est" };
const SUIT_SYM = { C: "♣", D: "♦", H: "♥", S: "♠" };
const dec = (x) => new Intl.NumberFormat("fr", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);
/** Expected points with their sign and a true minus: "+7,1", "−2,0". */
const pts = (x) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${dec(Math.abs(x))}`;
const plural = (n, one, many) => `${n} ${Math.abs(n) < 2 ? one : many}`;
/** "0,7 point", "1,9 point", "2,0 points": a decimal below 2 (as shown, to a tenth) takes the singular. */
const decPoints = (x, one = "point", many = "points") => `${dec(x)} ${decPluralWord("fr", x, { one, other: many })}`;
/** "+1,5 point espéré", "−2,3 points espérés": signed expected points and their words. */
const ptsExpected = (x) => `${pts(x)} ${decPluralWord("fr", x, { one: "point espéré", other: "points espérés" })}`;
/** « Nord joue » / « vous jouez ». */
const v = (s, vous, il) => `${SEAT[s]} ${s === "S" ? vous : il}`;
/** « d’Ouest », « d’Est », « de Nord ». */
const de = (s) => (s === "W" || s === "E" ? `d’${SEAT[s]}` : `de ${SEAT[s]}`);
/** « qu’Est », « qu’Ouest », « que Nord » (elided as « d’ »). */
const que = (s) => (s === "W" || s === "E" ? `qu’${SEAT[s]}` : `que ${SEAT[s]}`);

/** « d’Ana », « de Paul »: a player's name after « de », elided before a vowel or h. */
const deName = (name) => (/^[aeiouyàâäéèêëîïôöûùüh]/i.test(name) ? `d’${name}` : `de ${name}`);
/** « qu’Ana », « que Paul ». */
const queName = (name) => (/^[aeiouyàâäéèêëîïôöûùüh]/i.test(name) ? `qu’${name}` : `que ${name}`);

/** The words, given the main catalogue `M` and its card words (`theCard`: « le neuf de cœur », `denomAt`: « à cœur »). */
export default (M, { theCard, denomAt }) => {
  const card = (c) => `${M.rankShort(c[0])}${SUIT_SYM[c[1]]}`;
  // a candidate card and those of the same effect (why.js candidatesOf): "Q♣ ou J♣"
  const cards = (x) => [x.card, ...(x.same || [])].map(card).join(" ou ");
  // cards about equal (why.js orderedCandidates), as the language lists them: "J♦, 9♦, and Q♦"
  const and = (list) => new Intl.ListFormat("fr", { type: "conjunction" }).format(list.map(card));
  const call = (c) => M.callWords(c);
  // the summary's costliest decision, with what the better choice would have gained
  const costliest = (action, cost, better = null) =>
    better ? `la plus coûteuse : ${action} ; ${better} valait mieux, d’environ ${decPoints(cost)}` : `la plus coûteuse : ${action}, environ ${decPoints(cost, "point perdu", "points perdus")}`;
  // the score line's help, with South spoken to (« ce que vous voyiez ») or named (« ce qu’Ana voyait »)
  const costHelpOf = (saw, bid, side) =>
    `Chaque décision est jugée seule, d’après ${saw} à ce moment, avec la même recherche que le Conseil : une enchère ou une carte qui suivait le conseil est marquée ✓, une autre qui en était proche (à moins d’un demi-point) ≈, une plus coûteuse ✗ (pour ${bid}, le ✗ dit «\u00a0réussi, mais …\u00a0»). Les coûts sont en points d’écart espérés : ${side} pour la donne moins ceux de l’autre camp (une levée de plus pour eux change l’écart de 2). Ces coûts ne s’additionnent pas en une perte de la donne : seul le plus lourd est affiché. Le par à cartes ouvertes, lui, juge après coup : ce que donne la donne quand on voit toutes les cartes.`;
  return {
    reviewTitle: (n) => `Revue · donne ${n + 1}`,
    // a shared daily deal's title: whose attempt, which day and deal
    sharedTitle: (name, iso, n) =>
      `${name ? `Partie du jour ${/^[aeiouyàâäéèêëîïôöûùüh]/i.test(name) ? "d’" : "de "}${name}` : "Partie du jour"}, ${dayWords("fr", iso, true)} · donne ${n + 1}`,
    recordTitle: "Fiche de donne",
    review: "Revoir la donne",
    reviewHand: (n) => `Revoir la donne ${n + 1}`,
    back: "← Retour à la table",
    loading: "Chargement de la revue…",
    judging: "Analyse de vos annonces et de vos cartes…",
    notFinished: "Cette donne n’est pas finie : sa revue s’ouvre une fois la donne jouée.",
    // shared daily reviews (issue 12, daily-share)
    sharedUnavailable: "Cette donne pourra être revue une fois sa journée terminée.",
    sharedUnfinished: "Le joueur n’a pas fini cette donne avant la fin de la journée : elle n’a donc pas de revue.",
    noSuchGame: "Cette partie n’existe pas ici : le lien est erroné, ou la partie a été jouée dans un autre navigateur.",
    noSuchDeal: "Ce jeu partagé n’a pas de donne de ce numéro : vérifiez le lien.",
    noSuchShare: "Cette revue partagée n’existe pas : vérifiez le lien.",
    shareDeal: (k) => `Revoir la donne ${k + 1} — un lien à partager`,
    share: "Partager",
    shareHelp: "Toute personne qui a l’un de ces liens peut revoir la donne.",
    shareDealShort: (k) => `Donne ${k + 1}`,
    copyLink: "Copier le lien",
    copyDealLink: (k) => `Copier le lien de la donne ${k + 1}`,
    linkCopied: "Lien copié",
    loadFailed: "La revue n’a pas pu être chargée.",
    toStart: "Au début",
    stepBack: "Un pas en arrière",
    stepForward: "Un pas en avant",
    toEnd: "À la fin",
    stepOf: (p, n) => `Étape ${p} sur ${n}`,
    stepperLabel: "Parcourir la donne",
    keysHint: "← → pas à pas, Début / Fin",
    asDealt: (dealer) => `Les mains telles que distribuées. ${v(dealer, "donnez", "donne")}.`,
    auction: "Enchères",
    play: "Jeu de la carte",
    trickNo: (n) => `Pli ${n + 1}`,
    trickWon: (n, seat) => `Pli ${n + 1} : ${seat === "S" ? "vous le remportez" : `${SEAT[seat]} le remporte`}`,
    exchange: (seat, k) =>
      k === 0 ? `${v(seat, "n’échangez", "n’échange")} aucune carte.` : `${v(seat, "échangez", "échange")} ${plural(k, "carte", "cartes")}.`,
    passedCards: (from, cards) => `${v(from, "avez passé", "a passé")} ${cards.map(card).join(" ")}`,
    discardedCards: (cards) => `écart : ${cards.map(card).join(" ")}`,
    outOfPlay: "hors jeu",
    hidden: (n) => `${plural(n, "carte non vue", "cartes non vues")}`,
    result: "Résultat",
    par: "Par à cartes ouvertes",
    parHelp: "Les quatre mains visibles et le meilleur jeu de chacun après ces enchères.",
    parLine: (ns, ew) => `N–S ${plural(ns, "pli", "plis")}, E–O ${ew}`,
    parNone: "pas de par (personne n’a parlé)",
    // solver budget: the par was not computed within its work limit
    parTooLong: "non calculé (trop long pour cette donne)",
    resultLine: (ns, ew) => `N–S ${plural(ns, "pli", "plis")}, E–O ${ew}`,
    points: (ns, ew) => `points ${ns} / ${ew}`,
    good: "bien",
    goodLabel: (what) => `${what} : bien joué`,
    better: (action, cost) => `${action} valait mieux, de ${dec(cost)} pt`,
    betterLabel: (what, action, cost) => `${what} : ${action} valait mieux, d’environ ${decPoints(cost)} d’écart en espérance`,
    // a bid of South's that became the contract and was made, when another call (most often
    // a pass) was worth more: not a plain ✗ ("I made my contract, why is it wrong?")
    madeBut: (rec, cost) => `réussi, mais ${rec === "pass" ? "passer" : call(rec)} valait plus (+${dec(cost)} pt)`,
    madeButLabel: (what, rec, cost) =>
      `${what} : contrat réussi, mais ${rec === "pass" ? "passer" : call(rec)} valait plus, d’environ ${decPoints(cost)} d’écart en espérance`,
    // a decision other than the hint's, within half a point of it (verdict "close")
    closeMark: (a) => `proche · choix du conseil : ${a}`,
    closeMarkLabel: (what, a) => `${what} : proche du meilleur, à moins d’un demi-point ; le conseil choisissait ${a}`,
    // a decision the review could not value (the summary's "non jugé")
    notJudged: "non jugé",
    notJudgedLabel: (what) => `${what} : non jugé`,
    forced: "seul choix",
    forcedLabel: (what) => `${what} : seul choix permis, non jugé`,
    costHelpLabel: "Que signifient ces points ?",
    // unjudged: decisions the review could not value, named by `skipped`
    score: (good, total, action, cost, better = null, unjudged = 0, skipped = "", forced = 0) =>
      `${good} bonne${good > 1 ? "s" : ""} décision${good > 1 ? "s" : ""} sur ${total}${unjudged ? ` jugée${total > 1 ? "s" : ""} ; non jugé : ${skipped}` : ""}${forced ? ` ; ${forced > 1 ? `${forced} coups forcés (seul choix permis) non comptés` : "1 coup forcé (seul choix permis) non compté"}` : ""}${action ? ` · ${costliest(action, cost, better)}` : ""}`,
    costliest,
    // the summary's costliest decision when it is South's bid that was made (expected points)
    costliestMade: (action, rec, cost) =>
      `la plus coûteuse : ${action}, réussi — mais d’après ce que vous voyiez, ${rec === "pass" ? "passer" : call(rec)} valait environ ${decPoints(cost)} de plus en moyenne`,
    costHelp: costHelpOf("ce que vous voyiez", "votre enchère d’un contrat réussi", "les points de votre camp"),
    noMarks: "Une fiche ouverte depuis un fichier n’a pas d’appréciations.",
    incomplete: "Cette donne n’était pas finie quand la fiche a été enregistrée : les cartes non jouées des autres joueurs n’y sont pas, elle ne peut donc pas être revue. Seules les cartes que vous avez vues sont montrées.",
    handOf: (k, n) => `Donne ${k + 1} sur ${n}`,
    prevHand: "Donne précédente",
    nextHand: "Donne suivante",
    tapWhy: "Touchez une enchère ou une carte d’un robot pour savoir pourquoi.",
    // une enchère ou une carte des listes de la revue, lue : « Vous : 7 sans atout : bien joué »
    // (espace fine insécable avant les deux-points)
    seatSays: (seat, words) => `${seat}\u202f: ${words}`,
    // a shared review (review_voice.js): South is another player, spoken of in the third
    // person by name (`who` : « Ana joue le neuf de cœur. ») ; la revue de sa propre donne dit « Vous »
    named: {
      south: "Sud",
      // « en solo » plutôt que « seul(e) » : le mot ne dépend pas de qui joue
      called: (who, c) =>
        c === "pass" ? `${who} passe.` : c.startsWith("alone") ? `${who} joue en solo ${denomAt(c.slice(6))}.` : `${who} annonce ${call(c)}.`,
      played: (who, c) => `${who} joue ${theCard(c)}.`,
      asDealt: (who) => `Les mains telles que distribuées. ${who} donne.`,
      trickWon: (n, who) => `Pli ${n + 1} : ${who} le remporte`,
      exchange: (who, k) => (k === 0 ? `${who} n’échange aucune carte.` : `${who} échange ${plural(k, "carte", "cartes")}.`),
      passedCards: (who, cards) => `${who} a passé ${cards.map(card).join(" ")}`,
      sittingOut: () => "ne joue pas",
      madeLong: (who) => `${who} a réussi le contrat`,
      setLong: (who) => `${who} a chuté`,
      judging: (who) => `Analyse des annonces et des cartes ${deName(who)}…`,
      costliestMade: (who, action, rec, cost) =>
        `la plus coûteuse : ${action}, réussi — mais d’après ce ${queName(who)} voyait, ${rec === "pass" ? "passer" : call(rec)} valait environ ${decPoints(cost)} de plus en moyenne`,
      costHelp: (who) => costHelpOf(`ce ${queName(who)} voyait`, `une enchère ${deName(who)} dont le contrat est réussi`, `les points du camp ${deName(who)}`),
    },

    actionWords: (a) =>
      /^[9TJQKA][CDHS]$/.test(a)
        ? card(a)
        : a.startsWith("exchange ")
          ? `échanger ${a.slice(9)}`
          : a.startsWith("discard ")
            ? `écarter ${card(a.slice(8))}`
            : a.startsWith("pass ") && a.length > 5
              ? `passer ${card(a.slice(5))}`
              : call(a),

    why: "Pourquoi ?",
    whyCall: (seat, c) => `Pourquoi ${SEAT[seat]} a-t-il ${c === "pass" ? "passé" : c.startsWith("alone") ? `joué ${call(c)}` : `annoncé ${call(c)}`} ?`,
    whyCard: (seat, c) => `Pourquoi ${SEAT[seat]} a-t-il joué ${card(c)} ?`,
    whyAlternatives: (alts) => `Autres enchères envisagées (points espérés) : ${alts.map((a) => `${call(a.call)} ${a.value > 0 ? "+" : a.value < 0 ? "−" : ""}${dec(Math.abs(a.value))}`).join(", ")}.`,
    whyCallExpected: (seat, d, expected) => `${SEAT[seat]} comptait sur environ ${dec(expected)} plis pour son camp ${d === "NT" ? "à sans atout" : `à ${M.denomWords(d)}`}.`,
    whyCallBest: (seat, c) => `${SEAT[seat]} a jugé ${call(c)} sa meilleure enchère.`,
    whyOnlyCall: (seat, a) => `${SEAT[seat]} n’avait pas d’autre choix : ${call(a)}.`,
    whyExchange: (seat) => `${SEAT[seat]} a fait l’échange selon ses règles habituelles (garder les atouts et les as, passer les meilleures cartes).`,
    whyPass: (seat, best, expected) =>
      best
        ? `${SEAT[seat]} a passé : sa meilleure enchère, ${call(best)}, ne promettait qu’environ ${dec(expected)} plis.`
        : `${SEAT[seat]} a passé : aucune enchère ne valait la peine.`,
    whyPassWorth: (seat, best, expected, value, bestValue) =>
      `${SEAT[seat]} a passé : sa meilleure enchère, ${call(best)}, comptait environ ${dec(expected)} plis, mais passer valait plus` +
      (value == null ? "." : ` (${ptsExpected(value)} contre ${pts(bestValue)} pour ${call(best)}).`),
    whyPassMargin: (seat, best, expected, value, bestValue, margin) =>
      `${SEAT[seat]} a passé : sa meilleure enchère, ${call(best)}, comptait environ ${dec(expected)} plis et valait ${ptsExpected(bestValue)} contre ${pts(value)} pour passer — pas l’avance de ${decPoints(margin)} sur le passe qu’il exige d’une enchère.`,
    whyPassCautious: (seat, best, expected) =>
      `${SEAT[seat]} a passé : sa meilleure enchère, ${call(best)}, comptait environ ${dec(expected)} plis, mais passer lui a paru plus sûr.`,
    whyCallHigher: (c, value, higher, higherValue) =>
      `L’enchère de ${call(c)} valait environ ${ptsExpected(value)} et celle de ${call(higher)} ${pts(higherValue)} : un contrat réussi marque les plis faits, pas l’enchère, donc enchérir plus haut ne rapporte pas plus si le contrat est réussi et coûte plus s’il chute.`,
    whyCallLowest: (c) =>
      `Il a annoncé ${call(c)}, l’enchère la plus basse possible\u202f: un contrat réussi marque les plis faits, pas l’enchère, donc enchérir plus haut n’ajouterait que le risque de chuter. Il ne monte que si les enchères le dépassent.`,
    whyAlone: (seat, expected) => `${SEAT[seat]} comptait faire environ ${dec(expected)} plis à lui seul.`,
    whyCandidates: (seat, c, cands) =>
      `${SEAT[seat]} a comparé ${cands.map((x) => `${cards(x)} (${dec(x.value)})`).join(", ")} — les plis que son camp peut espérer d’ici — et a joué ${card(c)}.`,
    whyCandidatePoints: (seat, c, cands, equal) =>
      `${SEAT[seat]} a joué ${card(c)}. Points espérés par son camp sur cette donne : ${cands.map((x) => `${cards(x)} ${pts(x.points)}`).join(", ")}` +
      (equal ? `. ${and(equal)} se valaient : ${equal.length > 2 ? "les écarts restaient" : "l’écart restait"} dans le bruit de la recherche, donc ${SEAT[seat]} a gardé le jeu habituel, ${card(c)}.` : "."),
    whyCardHidden: (seat, c) =>
      `${SEAT[seat]} a joué ${card(c)}. Ses raisons dépendent des cartes qu’il tient encore : la revue de la donne les montre une fois la donne finie.`,
    whyOnlyLegal: (seat, c) => `${card(c)} était la seule carte ${que(seat)} pouvait jouer.`,
    whyRule: (seat, c) => `${SEAT[seat]} a joué ${card(c)} selon une règle de jeu habituelle, sans calcul plus poussé.`,
    whyUnknown: (seat) => `La raison ${de(seat)} n’est pas disponible pour ce coup.`,
    whyNone: "Aucune raison n’a été enregistrée pour ce coup.",
    close: "Fermer",

    hint: "Conseil",
    hintLabel: "Proposer une enchère ou une carte (H)",
    hintPlay: (c) => `Jouez ${card(c)}`,
    hintCall: (c) => `${c === "pass" ? "Passez" : c.startsWith("alone") ? `Jouez ${call(c)}` : `Annoncez ${call(c)}`}`,
    hintOther: (a) => `${a.charAt(0).toUpperCase()}${a.slice(1)}`,
    hintCallExpected: (expected) => `votre camp peut espérer environ ${dec(expected)} plis.`,
    hintCallAbove: (expected, value, passValue) =>
      `votre camp peut espérer environ ${dec(expected)} plis ; enchérir vaut quand même plus que passer (${ptsExpected(value)} contre ${pts(passValue)}) : laisser le contrat aux adversaires coûte plus cher.`,
    hintPass: (best, expected) =>
      best ? `votre meilleure enchère, ${call(best)}, ne promet qu’environ ${dec(expected)} plis.` : "aucune enchère ne vaut la peine.",
    hintPassWorth: (best, expected, value, bestValue) =>
      `votre meilleure enchère, ${call(best)}, compte environ ${dec(expected)} plis, mais passer vaut plus` +
      (value == null ? "." : ` (${ptsExpected(value)} contre ${pts(bestValue)}).`),
    hintPassCautious: (best, expected) => `votre meilleure enchère, ${call(best)}, compte environ ${dec(expected)} plis, mais passer est plus sûr.`,
    hintCandidatePoints: (cands, equal) =>
      `c’est le choix du robot le plus fort. Points espérés par votre camp sur cette donne : ${cands.map((x) => `${cards(x)} ${pts(x.points)}`).join(", ")}` +
      (equal ? `. ${and(equal)} se valent ici : ${equal.length > 2 ? "les écarts restent" : "l’écart reste"} dans le bruit de la recherche, donc le robot garde le jeu habituel, ${card(equal[0])}.` : "."),
    hintCandidates: (cands) =>
      `c’est le choix du robot le plus fort. Ses estimations des plis de votre camp : ${cands.map((x) => `${cards(x)} ${dec(x.value)}`).join(", ")} (il s’en tient au jeu habituel sauf si une autre carte est nettement meilleure).`,
    hintOnlyLegal: "c’est votre seule carte jouable.",
    hintRule: "c’est le jeu habituel ici.",
    hintNotRanked: "Pas de conseil dans la partie du jour classée.",
    // the exchange: every card to pass (or discard), named together (D6)
    hintPassCards: (list) => `Passez ${and(list)}`,
    hintDiscardCards: (list) => `Écartez ${and(list)}`,

    undo: "Annuler",
    undoLabel: "Reprendre votre dernière enchère ou carte (U)",
    undone: "Repris : votre dernière enchère ou carte.",
    nothingToUndo: "Rien à reprendre dans cette donne.",
    undoNotRanked: "On ne peut rien reprendre dans la partie du jour classée.",

    download: "Télécharger la donne",
    downloadGame: "Télécharger la partie",
    gameRecord: "Fiche de la partie",
    openRecord: "Ouvrir une fiche…",
    openTitle: "Ouvrir une fiche de donne ou de partie",
    openFile: "Un fichier de fiche (.json)",
    openPaste: "…ou collez une fiche ici",
    openGo: "Ouvrir",
    openBad: "Ce n’est pas une fiche de donne ou de partie que cette page sait lire.",
    openIncomplete: "Cette fiche a été enregistrée avant la fin de sa donne : les cartes non jouées des autres joueurs n’y sont pas, elle ne peut donc pas être revue. Téléchargez de nouveau la fiche une fois la donne finie.",
    openEmpty: "Choisissez d’abord un fichier ou collez une fiche.",
    openIllegalStep: ({ hand, step, text, why }) =>
      `Cette fiche enfreint les règles ${hand === null ? "à" : `à la donne ${hand + 1},`} l’étape ${step + 1} («\u00a0${text}\u00a0») : ${why}.`,
    openBadStep: ({ hand, step, text }) =>
      `${hand === null ? "L’étape" : `Donne ${hand + 1}, l’étape`} ${step + 1} («\u00a0${text}\u00a0») n’est ni une annonce, ni un échange, ni une carte que cette page sait lire.`,
    openIllegalDeal: ({ hand, why }) => `La distribution${hand === null ? "" : ` de la donne ${hand + 1}`} n’est pas permise par les règles : ${why}.`,
    openBadRules: "Les règles de cette fiche sont inconnues ou incompatibles entre elles.",
    openTooLarge: "Cette fiche est trop grande pour être vérifiée.",
    openUnchecked: "La fiche n’a pas pu être vérifiée (le serveur n’a pas répondu). Réessayez.",

    statsTitle: "Parties libres",
    statsLede: "Vos parties contre les robots à chaque niveau (hors partie du jour).",
    statsEmpty: "Vos donnes libres terminées seront comptées ici.",
    colLevel: "Niveau",
    colGames: "Parties",
    colHands: "Donnes",
    colDeclared: "Contrats réussis",
    colDefended: "Contrats adverses chutés",
    colAlone: "Solos réussis",
    colPerHand: "Points / donne",
    ofTotal: (a, b) => `${a} / ${b}`,
  };
};
