// Como jogar, em português do Brasil: o guia e as regras numeradas de
// docs/rules.md (R1–R15, D1–D9, C1–C4), mostrados por howto.js.  As mesmas
// chaves de rules-en.js; a marcação ({dd.target}, [[R6]], **negrito**) está
// descrita em howto_text.js.

export default {
  lang: "pt-BR",
  title: "Como jogar",
  close: "Fechar",
  contents: "Sumário",
  guideTitle: "O jogo",
  referenceTitle: "As regras numeradas",
  sections: {
    basics: {
      title: "O jogo em um minuto",
      blocks: [
        "Quatro jogadores em duas duplas: você (Sul) e Norte contra Oeste e Leste. O computador joga pelos outros três.",
        "A cada mão, todas as cartas são distribuídas. Depois vem o **leilão**: cada um diz quantas vazas a sua dupla vai fazer e com qual naipe de trunfo (ou sem trunfo). Quem dá o maior lance vira o **declarante**, e a mão é jogada até o fim, uma carta de cada um por vaza.",
        "As duas duplas marcam as vazas que fazem; a dupla declarante que não cumpre o lance perde o valor do lance. Ganha o jogo a primeira dupla que chegar ao alvo numa mão em que ela pode ganhar.",
        {
          list: [
            "**Baralho duplo** (o padrão): 48 cartas, {dd.hand} para cada um, jogo até {dd.target}, leilão aberto, e dá para jogar sozinho.",
            "**Baralho simples** (clássico): 24 cartas, {sd.hand} para cada um, jogo até {sd.target}, uma só rodada de lances.",
          ],
        },
      ],
    },
    play: {
      title: "Trunfo, valetes e vazas",
      blocks: [
        "Cada naipe tem ás, rei, dama, valete, 10 e 9; o baralho duplo tem duas de cada carta.",
        "Num naipe de trunfo, dois valetes são os trunfos mais altos: o **valete maior** (o valete do trunfo) e o **valete menor** (o outro valete da mesma cor). Com trunfo em copas, o valete de copas é o maior e o valete de ouros o menor; esse valete de ouros passa a valer como copas para tudo, e ouros fica sem valete. A ordem do trunfo: valete maior, valete menor, ás, rei, dama, 10, 9 [[R4]] [[R5]].",
        "Em **sem trunfo** não há valete maior nem menor: todo naipe vai do ás ao 9 (ás, rei, dama, valete, 10, 9).",
        "O declarante sai jogando na primeira vaza; quem ganha uma vaza sai na seguinte [[R8]]. Você é obrigado a seguir o naipe puxado, se tiver; se não tiver, joga qualquer carta. Nunca é obrigatório cortar com trunfo [[R6]].",
        "Ganha a vaza o trunfo mais alto ou, se ninguém trunfou, a carta mais alta do naipe puxado. No baralho duplo, entre duas cartas iguais, vale a que foi jogada primeiro [[R7]].",
        "Todas as vazas são jogadas, mesmo com o contrato já cumprido ou perdido, porque a defesa também marca as suas vazas [[R11]].",
      ],
    },
    auction: {
      title: "O leilão",
      blocks: [
        "Quem está à esquerda do carteador fala primeiro, e a vez de falar segue em sentido horário [[R3]]. Um lance diz um número de vazas e um naipe de trunfo, ou sem trunfo: 5♥, 7 ST… Cada lance tem de pedir **mais vazas** que o anterior; os naipes não têm hierarquia, então 4♠ não cobre 4♥ [[R9]].",
        "**Baralho duplo: leilão aberto** [[D2]]. A vez de falar dá quantas voltas forem precisas. Na sua vez, você pode passar, dar um lance ou jogar sozinho.",
        {
          list: [
            "**Passar não impede você de dar lance depois.** Quando a vez voltar para você, ainda pode dar um lance.",
            "Então, se você passou e a tela mostra **{ui.yourCall}** de novo, nada travou: o leilão continua e a vez voltou para você. Passe de novo ou dê um lance.",
            "Você nunca precisa responder ao seu próprio lance: o leilão acaba assim que os outros três passam depois dele.",
          ],
        },
        "**O leilão acaba na hora** [[D3]] quando:",
        {
          list: [
            "três passes seguidos vêm depois de um lance: quem deu o lance é o declarante;",
            "alguém pede {dd.hand}, o máximo possível: nada cobre esse lance, nem jogar sozinho;",
            "alguém joga sozinho;",
            "as quatro primeiras falas são passes: a mão é anulada e o próximo carteador dá as cartas de novo [[R15]].",
          ],
        },
        "Você pode cobrir o lance do seu parceiro. O último lance vira o contrato, quem o deu é o declarante, e o naipe dele é o trunfo [[R10]].",
        "**Baralho simples: uma rodada só** [[C2]]. Cada um fala uma única vez, da esquerda do carteador até o carteador. Aqui quem passa não fala mais, e um lance de {sd.hand} encerra o leilão na hora.",
        {
          example: "Exemplo: passar e depois dar lance (baralho duplo)",
          lines: [
            "Oeste dá as cartas. Norte passa, Leste pede 4♦, você passa, Oeste passa.",
            "Norte pede 5♠. Leste, você e Oeste passam: Norte é o declarante com 5♠. Ele tinha passado antes, e isso não o impediu de dar lance.",
          ],
        },
      ],
    },
    alone: {
      title: "Jogar sozinho e a troca",
      blocks: [
        "No baralho duplo, um jogador pode dizer **{ui.alone}** com um naipe de trunfo ou sem trunfo: é o compromisso de fazer **todas as {dd.hand} vazas** sem o parceiro. Dá para fazer isso em qualquer vez enquanto o leilão estiver aberto, até por cima de um lance do parceiro, mas não depois que alguém pediu {dd.hand}. Isso encerra o leilão [[D5]].",
        "Antes da saída vem a **troca** [[D6]]: quem joga sozinho diz quantas cartas quer trocar, de 0 a {dd.exchangeMax}. O parceiro escolhe essa quantidade de cartas para passar, e o declarante a mesma quantidade para descartar, sem que um veja a escolha do outro. As cartas do parceiro entram na mão do declarante depois do descarte.",
        "Depois o parceiro fica de fora: cada vaza tem três cartas, e quem joga sozinho sai primeiro [[R8]].",
        "Sozinho e cumpriu (as {dd.hand} vazas): +{dd.loneMade} para a dupla dele, 0 para a defesa. Faltou uma vaza ou mais: −{dd.loneSet} para a dupla dele, e a defesa marca as suas vazas [[D7]].",
        "No baralho simples ninguém pode jogar sozinho [[C3]].",
      ],
    },
    scoring: {
      title: "A contagem de pontos",
      blocks: [
        "Depois de cada mão, as duas duplas marcam pontos [[R12]]:",
        {
          list: [
            "a dupla declarante, se **cumpriu** o lance (fez pelo menos as vazas pedidas), marca todas as vazas que fez;",
            "se **caiu** (fez menos), perde o valor do lance;",
            "a defesa sempre marca as vazas que fez.",
          ],
        },
        "O placar pode ficar negativo [[R13]]. Um lance de {dd.hand} sem jogar sozinho é um contrato comum [[D8]].",
        {
          example: "Exemplos (baralho duplo, {dd.hand} vazas)",
          lines: [
            "Norte pede 7♦ e Norte–Sul fazem 9 vazas: Norte–Sul +9, Leste–Oeste +{dd.hand-9}.",
            "Norte pede 7♦ e Norte–Sul fazem só 6: Norte–Sul −7, Leste–Oeste +{dd.hand-6}.",
            "Leste joga sozinho e faz as {dd.hand}: Leste–Oeste +{dd.loneMade}, Norte–Sul 0.",
            "Leste joga sozinho e faz {dd.hand-1}: Leste–Oeste −{dd.loneSet}, Norte–Sul +1.",
            "Norte–Sul têm 3 pontos e caem num lance de 9: vão para −6, e o jogo continua.",
          ],
        },
        {
          example: "Exemplo (baralho simples, {sd.hand} vazas)",
          lines: ["Você pede 3♥ e a sua dupla faz 4 vazas: Norte–Sul +4, Leste–Oeste +{sd.hand-4}."],
        },
      ],
    },
    winning: {
      title: "Quem pode ganhar numa mão",
      blocks: [
        "O jogo só se decide no fim de uma mão, e em cada mão **só uma dupla pode ganhar** [[R14]]: a declarante, se cumpriu o lance, ou a defesa, se derrubou o contrato. Essa dupla ganha se o placar dela chegou ao alvo ({dd.target} no baralho duplo, {sd.target} no simples).",
        "A outra dupla não ganha nessa mão, seja qual for o placar dela. Por isso uma dupla pode passar do alvo e continuar jogando: ela ganha mais tarde, no fim de uma mão em que for a dupla que pode ganhar. Uma mão anulada porque todos passaram nunca encerra o jogo [[R15]].",
        {
          example: "Exemplos (baralho duplo, jogo até {dd.target})",
          lines: [
            "Leste–Oeste têm {dd.target-2} e defendem; Norte–Sul pedem 5 e fazem 7. Leste–Oeste chegam a {dd.target+3} mas **não ganham**: Norte–Sul cumpriram o lance. O jogo continua.",
            "Numa mão seguinte, Leste–Oeste, ainda com {dd.target+3}, derrubam o lance de Norte–Sul fazendo 4 vazas. Chegam a {dd.target+7} e **ganham**.",
            "Norte–Sul têm {dd.target+8}, pedem 8 e fazem 7: caem, voltam para {dd.target} e **não ganham**. Leste–Oeste só ganham se o novo placar deles chegar a {dd.target}.",
            "Norte–Sul têm {dd.target-3}, pedem 4 e fazem 7 ({dd.target+4}); Leste–Oeste, com {dd.target-2}, fazem 5 ({dd.target+3}). As duas duplas passaram do alvo, mas só Norte–Sul cumpriram um lance: **Norte–Sul ganham**.",
          ],
        },
      ],
    },
    common: { title: "Regras dos dois jogos", blocks: [] },
    "double-deck": { title: "Baralho duplo (o padrão)", blocks: [] },
    "single-deck": { title: "Baralho simples (clássico)", blocks: [] },
  },
  rules: {
    R1: {
      title: "O baralho",
      blocks: ["O baralho simples tem 24 cartas: ás, rei, dama, valete, 10 e 9 de cada naipe. O baralho duplo tem 48 cartas, duas cópias iguais de cada uma dessas 24."],
    },
    R2: {
      title: "A distribuição",
      blocks: ["O primeiro carteador é sorteado; depois, quem dá as cartas é sempre o jogador à esquerda (sentido horário). Todas as cartas são distribuídas, a mesma quantidade para cada um; não sobra monte."],
    },
    R3: {
      title: "A ordem de falar",
      blocks: ["Quem está à esquerda do carteador fala primeiro, e a vez segue em sentido horário."],
    },
    R4: {
      title: "Os valetes",
      blocks: [
        "Com um naipe de trunfo, dois valetes pertencem ao trunfo para tudo (seguir o naipe, ganhar a vaza, estar sem o naipe, contar trunfos): o valete do trunfo, o **valete maior**, e o valete do outro naipe da mesma cor, o **valete menor**. Todas as outras cartas são do próprio naipe. Em sem trunfo, toda carta é do próprio naipe.",
      ],
    },
    R5: {
      title: "A força das cartas",
      blocks: ["No trunfo, da mais alta para a mais baixa: valete maior, valete menor, ás, rei, dama, 10, 9. Nos outros naipes: ás, rei, dama, valete, 10, 9, e o naipe da mesma cor do trunfo fica sem valete. Em sem trunfo, todo naipe vai ás, rei, dama, valete, 10, 9."],
    },
    R6: {
      title: "Seguir o naipe",
      blocks: [
        "O naipe puxado é o da primeira carta da vaza, contado como diz [[R4]]: sair com o valete menor é puxar trunfo. Se você tem carta do naipe puxado, tem de jogar uma; se não tem, joga qualquer carta. Nunca é obrigatório cortar.",
        "Com trunfo em copas, uma saída de ouros não obriga você a jogar o valete de ouros: ele é de copas. Se ele é o seu único “ouros”, você está sem ouros.",
      ],
    },
    R7: {
      title: "Quem ganha a vaza",
      blocks: ["Se alguém jogou trunfo, ganha o trunfo mais alto; se não, a carta mais alta do naipe puxado. Entre duas cartas iguais na mesma vaza, a jogada primeiro vence a segunda."],
    },
    R8: {
      title: "A saída",
      blocks: ["O declarante sai na primeira vaza, também quando joga sozinho. Quem ganha cada vaza sai na seguinte."],
    },
    R9: {
      title: "Os lances",
      blocks: ["Um lance é um número de vazas e um naipe de trunfo, ou sem trunfo: 4♥, 7 ST… Ele tem de pedir mais vazas que o lance mais alto até então: os naipes não têm hierarquia, então 4♠ não cobre 4♥. Os lances vão de {dd.minBid} até o número de cartas na mão."],
    },
    R10: {
      title: "O contrato",
      blocks: ["Quando o leilão acaba, o último lance é o contrato. Quem o deu é o **declarante**, e o naipe dele vira trunfo (ou não há trunfo, em sem trunfo)."],
    },
    R11: {
      title: "Jogar até o fim",
      blocks: ["Todas as vazas são jogadas, mesmo depois de o contrato ser cumprido ou perdido, porque a defesa marca as suas vazas."],
    },
    R12: {
      title: "A contagem de um contrato",
      blocks: [
        {
          list: [
            "Cumpriu (fez pelo menos as vazas pedidas): a dupla declarante marca todas as suas vazas, e a defesa as dela.",
            "Caiu (fez menos vazas que o pedido): a dupla declarante perde o valor do lance, e a defesa marca as suas vazas.",
          ],
        },
        "Pediu 7 e fez 9: +9 e +{dd.hand-9}. Pediu 7 e fez 6: −7 e +{dd.hand-6} (baralho duplo).",
      ],
    },
    R13: {
      title: "Placar negativo",
      blocks: ["O placar de uma dupla pode ficar abaixo de zero. Não há piso."],
    },
    R14: {
      title: "A vitória",
      blocks: [
        "Só se procura um vencedor no fim de uma mão. Em cada mão, só uma dupla pode ganhar: a declarante, se cumpriu o lance, senão a defesa. Se o placar dessa dupla chegou ao alvo, ela ganha o jogo. A outra dupla nunca ganha nessa mão, seja qual for o placar, então dá para passar do alvo e continuar jogando.",
        "Veja os exemplos em [[winning]].",
      ],
    },
    R15: {
      title: "Ninguém dá lance",
      blocks: ["Se os quatro passam, a mão é anulada: ninguém marca ponto, e o próximo carteador (à esquerda) dá as cartas de novo. Uma mão assim nunca encerra o jogo."],
    },
    D1: {
      title: "Cartas e alvo",
      blocks: ["48 cartas, {dd.hand} para cada jogador, {dd.hand} vazas por mão; o jogo vai até **{dd.target}** pontos."],
    },
    D2: {
      title: "Leilão aberto",
      blocks: ["A vez de falar dá quantas voltas forem precisas, em sentido horário. Na sua vez, você pode passar, dar um lance (de {dd.minBid} a {dd.hand}) ou jogar sozinho. Passar **não** impede você de dar lance depois: a vez volta, e você ainda pode dar um lance."],
    },
    D3: {
      title: "O fim do leilão",
      blocks: [
        "O leilão acaba na hora quando:",
        {
          list: [
            "as três falas depois de um lance são passes: quem deu o lance é o declarante (ninguém precisa responder ao próprio lance);",
            "alguém pede {dd.hand}: nada cobre esse lance, nem jogar sozinho;",
            "alguém joga sozinho;",
            "as quatro primeiras falas são passes [[R15]].",
          ],
        },
      ],
    },
    D4: {
      title: "Lance mínimo",
      blocks: ["O menor lance é {dd.minBid}."],
    },
    D5: {
      title: "Jogar sozinho",
      blocks: ["Jogar sozinho, com um naipe de trunfo ou sem trunfo, é o compromisso de fazer **todas as {dd.hand} vazas** sem o parceiro. Dá para anunciar em qualquer vez enquanto o leilão estiver aberto e ninguém tiver pedido {dd.hand}, até por cima do lance do parceiro. O parceiro fica de fora: as vazas têm três cartas e a vez dele é pulada. O declarante continua saindo primeiro."],
    },
    D6: {
      title: "A troca",
      blocks: [
        "Antes da saída, quem joga sozinho diz quantas cartas quer trocar: de 0 a {dd.exchangeMax}. O parceiro escolhe essa quantidade de cartas para passar, e o declarante a mesma quantidade para descartar; nenhum dos dois vê a escolha do outro antes de as duas estarem feitas.",
        "O descarte sai das {dd.hand} cartas do próprio declarante; as cartas recebidas entram na mão depois, que volta a ter {dd.hand} cartas. O descarte e as outras cartas do parceiro ficam fora do jogo, viradas para baixo. Com 0, nada é trocado.",
      ],
    },
    D7: {
      title: "A contagem de quem joga sozinho",
      blocks: ["Todas as {dd.hand} vazas: a dupla declarante marca **+{dd.loneMade}** e a defesa 0. Menos que isso: a dupla declarante marca **−{dd.loneSet}**, e a defesa marca as suas vazas. [[R14]] vale como para qualquer contrato."],
    },
    D8: {
      title: "Um lance de {dd.hand}",
      blocks: ["Um lance comum de {dd.hand}, com o parceiro, conta como qualquer lance [[R12]]: +{dd.hand} se cumprir, −{dd.hand} se cair."],
    },
    D9: {
      title: "Quantos trunfos",
      blocks: ["Com um naipe de trunfo, o trunfo tem 14 cartas (2 valetes maiores, 2 valetes menores e 2 de cada: ás, rei, dama, 10, 9). O outro naipe da mesma cor tem 10 cartas, e os outros dois naipes 12 cada um."],
    },
    C1: {
      title: "Cartas e alvo",
      blocks: ["24 cartas, {sd.hand} para cada jogador, {sd.hand} vazas por mão; o jogo vai até **{sd.target}** pontos."],
    },
    C2: {
      title: "Uma só rodada de lances",
      blocks: ["Cada jogador fala exatamente uma vez, passe ou lance, da esquerda do carteador até o carteador. **Quem passa não fala mais.** Um lance de {sd.hand} encerra o leilão na hora."],
    },
    C3: {
      title: "Lances, e ninguém joga sozinho",
      blocks: ["Os lances vão de {sd.minBid} a {sd.hand}. Neste jogo ninguém pode jogar sozinho."],
    },
    C4: {
      title: "Ninguém dá lance",
      blocks: ["Se os quatro passam, a mão é anulada e o próximo carteador dá as cartas de novo [[R15]]."],
    },
  },
};
