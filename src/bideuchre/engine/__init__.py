"""The Bid Euchre rules engine: pure standard-library Python (docs/rules.md).

Public API (everything a bot, the server or a tool needs)::

    from bideuchre.engine import GameState, Rules, Seat, Action, Card

    game = GameState.new_game(Rules.preset("double-deck"), seed=42)
    while game.phase is Phase.AUCTION: ...
    events = game.apply(Action.parse("5H", "auction"))   # checked; raises IllegalActionError
    view = game.observation(Seat.S)                      # what South may know

Modules: ``cards`` (Card, Suit, Rank), ``seats`` (Seat, Team), ``rules``
(Rules, presets), ``trump`` (Denomination, bowers: the only place they exist),
``actions`` (Action and notation), ``auction`` (Contract, Auction), ``trick``
(Trick, winner: ``winning_index``, R7), ``scoring`` (R12–R14), ``events``,
``observation`` (Observation, Phase), ``state`` (GameState: dealing, phase
dispatch, scoring the hand), ``lone_exchange`` (D6) and ``trickplay`` (R6–R8)
(the exchange and play phases of GameState, on the slots of ``fields``),
``record`` (records, replay).
"""

from .actions import ACTIONS, PASS, Action, ActionKind, alone, bid, discard, exchange, give, play
from .auction import Auction, Contract
from .cards import CARDS, Card, Rank, Suit, card, cards, deck, make_card
from .errors import BidEuchreError, IllegalActionError, NotationError, RulesError
from .events import (
    AuctionWon,
    Called,
    CardDiscarded,
    CardGiven,
    CardPlayed,
    Event,
    ExchangeAnnounced,
    ExchangeDone,
    GameOver,
    HandAnnulled,
    HandDealt,
    HandScored,
    TrickTaken,
)
from .observation import Observation, Phase
from .record import GameRecord, HandRecord, Replay, ReplayError, canonical_order, replay
from .rules import DOUBLE_DECK, PRESETS, SINGLE_DECK, AllPass, AuctionStyle, Rules
from .scoring import HandResult, game_winner, hand_score
from .seats import SEATS, Seat, Team
from .state import GameState, deal, first_dealer
from .trick import Trick, winning_index
from .trump import (
    Denomination,
    effective_suit,
    is_left_bower,
    is_right_bower,
    is_trump,
    strength,
)

__all__ = [
    "ACTIONS",
    "CARDS",
    "DOUBLE_DECK",
    "PASS",
    "PRESETS",
    "SEATS",
    "SINGLE_DECK",
    "Action",
    "ActionKind",
    "AllPass",
    "Auction",
    "AuctionStyle",
    "AuctionWon",
    "BidEuchreError",
    "Called",
    "Card",
    "CardDiscarded",
    "CardGiven",
    "CardPlayed",
    "Contract",
    "Denomination",
    "Event",
    "ExchangeAnnounced",
    "ExchangeDone",
    "GameOver",
    "GameRecord",
    "GameState",
    "HandAnnulled",
    "HandDealt",
    "HandRecord",
    "HandResult",
    "HandScored",
    "IllegalActionError",
    "NotationError",
    "Observation",
    "Phase",
    "Rank",
    "Replay",
    "ReplayError",
    "Rules",
    "RulesError",
    "Seat",
    "Suit",
    "Team",
    "Trick",
    "TrickTaken",
    "alone",
    "bid",
    "canonical_order",
    "card",
    "cards",
    "deal",
    "deck",
    "discard",
    "effective_suit",
    "exchange",
    "first_dealer",
    "game_winner",
    "give",
    "hand_score",
    "is_left_bower",
    "is_right_bower",
    "is_trump",
    "make_card",
    "play",
    "replay",
    "strength",
    "winning_index",
]
