//! The rulebook's own tables: resources, the 19 buildings with their costs, yields and
//! generation limits, the people and their costs, the eras, and the fixed numbers of the
//! text. Nothing here is a stand-in (those live in [`crate::standins`]).

use std::fmt;

use serde::{Deserialize, Serialize};

/// Terrains on each empire's map ("Cada jogador possui um mapa ... dividido em 15 terrenos").
pub const TERRAINS: usize = 15;

/// Iterates the terrains of a terrain mask (bit `t` for terrain `t`), lowest first.
#[inline]
pub(crate) fn bits(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let t = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            t
        })
    })
}
/// "Cada terreno tem um limite de 10 construções".
pub const MAX_BUILDINGS: u8 = 10;
/// "... e população total máxima de 30 habitantes" (every kind of person, docs/conquistando.md GAP-11).
pub const MAX_POPULATION: u8 = 30;
/// "no máximo 3 ações próprias em cada rodada".
pub const MAX_OWN_ACTIONS: u8 = 3;
/// Rounds of each era: Pré-dinástica 6, Império Antigo 6, Império Médio 8, Império Novo 5.
pub const ERA_ROUNDS: [u8; 4] = [6, 6, 8, 5];
/// 25 rounds in all.
pub const ROUNDS: u8 = ERA_ROUNDS[0] + ERA_ROUNDS[1] + ERA_ROUNDS[2] + ERA_ROUNDS[3];
/// The eras' names in the rulebook.
pub const ERA_NAMES: [&str; 4] = [
    "Pré-dinástica",
    "Império Antigo",
    "Império Médio",
    "Império Novo",
];
/// "perde 75% dos soldados que o terreno invadido possuía".
pub const BASE_LOSS_PCT: u32 = 75;
/// "Cada médico ... diminui em 5% a perda de soldados".
pub const DOCTOR_LOSS_PCT: u32 = 5;
/// "Cada sacerdote ... aumenta em 5% o número de soldados de ataque".
pub const PRIEST_BONUS_PCT: u32 = 5;
/// "cada trabalhador ... irá lhe render 1 moeda como imposto".
pub const WORKER_TAX: u16 = 1;

/// The era (1..=4) of global round `round` (1..=25).
pub const fn era_of(round: u8) -> u8 {
    let mut era = 0;
    let mut last = 0;
    while era < 4 {
        last += ERA_ROUNDS[era];
        if round <= last {
            return era as u8 + 1;
        }
        era += 1;
    }
    4
}

/// The last round of era `era` (1..=4).
pub const fn era_end(era: u8) -> u8 {
    let mut i = 0;
    let mut last = 0;
    while i < era as usize && i < 4 {
        last += ERA_ROUNDS[i];
        i += 1;
    }
    last
}

/// A stock resource (pooled per player, GAP-17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Resource {
    /// Água.
    Water,
    /// Madeira.
    Wood,
    /// Comida.
    Food,
    /// Pedra.
    Stone,
    /// Moeda.
    Coin,
    /// Pontos de felicidade.
    Happiness,
}

impl Resource {
    /// All six, in stock order.
    pub const ALL: [Resource; 6] = [
        Resource::Water,
        Resource::Wood,
        Resource::Food,
        Resource::Stone,
        Resource::Coin,
        Resource::Happiness,
    ];

    /// The resource's name in texts.
    pub const fn name(self) -> &'static str {
        match self {
            Resource::Water => "water",
            Resource::Wood => "wood",
            Resource::Food => "food",
            Resource::Stone => "stone",
            Resource::Coin => "coin",
            Resource::Happiness => "happiness",
        }
    }
}

/// Amounts of the six resources in [`Resource::ALL`] order.
pub type Amounts = [u8; 6];

/// Builds an [`Amounts`] row: water, wood, food, stone, coin, happiness.
const fn amounts(water: u8, wood: u8, food: u8, stone: u8, coin: u8, happiness: u8) -> Amounts {
    [water, wood, food, stone, coin, happiness]
}

/// A person on a terrain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Unit {
    /// Trabalhador.
    Worker,
    /// Soldado.
    Soldier,
    /// Sacerdote.
    Priest,
    /// Médico.
    Doctor,
}

impl Unit {
    /// All four, in the order of a terrain's people.
    pub const ALL: [Unit; 4] = [Unit::Worker, Unit::Soldier, Unit::Priest, Unit::Doctor];

    /// Index in a terrain's people.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The unit's name, singular.
    pub const fn name(self) -> &'static str {
        match self {
            Unit::Worker => "worker",
            Unit::Soldier => "soldier",
            Unit::Priest => "priest",
            Unit::Doctor => "doctor",
        }
    }

    /// The rulebook's verb for making one: "gerar trabalhador", "treinar soldado",
    /// "ordenar sacerdote", "formar médico".
    pub const fn verb(self) -> &'static str {
        match self {
            Unit::Worker => "generate worker",
            Unit::Soldier => "train soldier",
            Unit::Priest => "ordain priest",
            Unit::Doctor => "form doctor",
        }
    }

    /// What making one costs from the stock (a worker is converted as well, except for
    /// a worker itself, which needs a free space).
    pub const fn cost(self) -> Amounts {
        match self {
            // "3 pontos de felicidade, 1 comida, 1 água, 1 espaço no território"
            Unit::Worker => amounts(1, 0, 1, 0, 0, 3),
            // "1 pedra, 1 madeira, 1 trabalhador"
            Unit::Soldier => amounts(0, 1, 0, 1, 0, 0),
            // "8 moedas, 1 trabalhador"
            Unit::Priest => amounts(0, 0, 0, 0, 8, 0),
            // "5 moedas, 1 trabalhador"
            Unit::Doctor => amounts(0, 0, 0, 0, 5, 0),
        }
    }
}

/// Monument (beige) or city building (blue).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Class {
    /// "Construir Monumento": happiness, no VP (GAP-14).
    Monument,
    /// "Construir Cidade": +1 VP when acquired by that action.
    City,
}

/// One of the 19 kinds of building.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[repr(u8)]
pub enum Building {
    /// Pirâmide Grande.
    GreatPyramid,
    /// Pirâmide Média.
    MediumPyramid,
    /// Pirâmide Pequena.
    SmallPyramid,
    /// Esfinge.
    Sphinx,
    /// Obelisco.
    Obelisk,
    /// Estátua.
    Statue,
    /// Poço pequeno.
    SmallWell,
    /// Poço grande.
    LargeWell,
    /// Extratora de madeira P.
    SmallWoodExtractor,
    /// Extratora de madeira G.
    LargeWoodExtractor,
    /// Templo pequeno.
    SmallTemple,
    /// Templo grande.
    LargeTemple,
    /// Fazenda pequena.
    SmallFarm,
    /// Fazenda grande.
    LargeFarm,
    /// Pedreira pequena.
    SmallQuarry,
    /// Pedreira grande.
    LargeQuarry,
    /// Centro de treinamento P.
    SmallTrainingCentre,
    /// Centro de treinamento G.
    LargeTrainingCentre,
    /// Casa da Vida (= Casa de Cura, GAP-13).
    HouseOfLife,
}

/// Number of building kinds.
pub const BUILDING_KINDS: usize = 19;

/// One building's row: its rulebook id and names, class, cost, Collection yield, what it
/// generates per round, and the first era it may be built in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuildingRow {
    /// The kind (equals its index in [`BUILDINGS`]).
    pub kind: Building,
    /// Short id: M1–M6 for monuments, C01–C13 for city buildings.
    pub id: &'static str,
    /// English name (the action texts use it).
    pub name: &'static str,
    /// The rulebook's name.
    pub pt: &'static str,
    /// Monument or city building.
    pub class: Class,
    /// Cost to build.
    pub cost: Amounts,
    /// Yield at every Collection.
    pub yields: Amounts,
    /// The person it turns a worker into, and how many per round ("limite").
    pub generates: Option<(Unit, u8)>,
    /// First era in which "construir" may build it.
    pub from_era: u8,
}

#[allow(clippy::too_many_arguments)]
const fn row(
    kind: Building,
    id: &'static str,
    name: &'static str,
    pt: &'static str,
    class: Class,
    cost: Amounts,
    yields: Amounts,
    generates: Option<(Unit, u8)>,
    from_era: u8,
) -> BuildingRow {
    BuildingRow {
        kind,
        id,
        name,
        pt,
        class,
        cost,
        yields,
        generates,
        from_era,
    }
}

use Building as B;
use Class::{City, Monument};

/// The 19 buildings. Costs from the tables of "Construir Monumento" and "Construir
/// Cidade", yields from "Coleta", limits from "Treinar Soldado", "Ordenar Sacerdote" and
/// "Formar Médico"; the House of Life "somente pode ser construída a partir da era
/// Império Antigo". Amounts are water, wood, food, stone, coin, happiness.
#[rustfmt::skip]
pub const BUILDINGS: [BuildingRow; BUILDING_KINDS] = [
    row(B::GreatPyramid, "M1", "Great Pyramid", "Pirâmide Grande", Monument, amounts(0, 1, 0, 5, 3, 0), amounts(0, 0, 0, 0, 0, 3), None, 1),
    row(B::MediumPyramid, "M2", "Medium Pyramid", "Pirâmide Média", Monument, amounts(0, 1, 0, 4, 2, 0), amounts(0, 0, 0, 0, 0, 2), None, 1),
    row(B::SmallPyramid, "M3", "Small Pyramid", "Pirâmide Pequena", Monument, amounts(0, 0, 0, 2, 1, 0), amounts(0, 0, 0, 0, 0, 1), None, 1),
    row(B::Sphinx, "M4", "Sphinx", "Esfinge", Monument, amounts(0, 0, 0, 3, 2, 0), amounts(0, 0, 0, 0, 0, 2), None, 1),
    row(B::Obelisk, "M5", "Obelisk", "Obelisco", Monument, amounts(0, 0, 0, 2, 1, 0), amounts(0, 0, 0, 0, 0, 1), None, 1),
    row(B::Statue, "M6", "Statue", "Estátua", Monument, amounts(0, 0, 0, 1, 1, 0), amounts(0, 0, 0, 0, 0, 1), None, 1),
    row(B::SmallWell, "C01", "Small Well", "Poço pequeno", City, amounts(0, 0, 0, 3, 1, 0), amounts(2, 0, 0, 0, 0, 0), None, 1),
    row(B::LargeWell, "C02", "Large Well", "Poço grande", City, amounts(0, 0, 0, 5, 1, 0), amounts(4, 0, 0, 0, 0, 0), None, 1),
    row(B::SmallWoodExtractor, "C03", "Small Wood Extractor", "Extratora de madeira P", City, amounts(0, 0, 0, 3, 1, 0), amounts(0, 2, 0, 0, 1, 0), None, 1),
    row(B::LargeWoodExtractor, "C04", "Large Wood Extractor", "Extratora de madeira G", City, amounts(0, 0, 0, 5, 2, 0), amounts(0, 4, 0, 0, 1, 0), None, 1),
    row(B::SmallTemple, "C05", "Small Temple", "Templo pequeno", City, amounts(0, 0, 0, 3, 1, 0), amounts(0, 0, 0, 0, 0, 0), Some((Unit::Priest, 1)), 1),
    row(B::LargeTemple, "C06", "Large Temple", "Templo grande", City, amounts(0, 0, 0, 5, 2, 0), amounts(0, 0, 0, 0, 0, 0), Some((Unit::Priest, 2)), 1),
    row(B::SmallFarm, "C07", "Small Farm", "Fazenda pequena", City, amounts(0, 3, 0, 0, 1, 0), amounts(0, 0, 2, 0, 1, 0), None, 1),
    row(B::LargeFarm, "C08", "Large Farm", "Fazenda grande", City, amounts(0, 5, 0, 0, 2, 0), amounts(0, 0, 4, 0, 1, 0), None, 1),
    row(B::SmallQuarry, "C09", "Small Quarry", "Pedreira pequena", City, amounts(0, 3, 0, 0, 1, 0), amounts(0, 0, 0, 2, 1, 0), None, 1),
    row(B::LargeQuarry, "C10", "Large Quarry", "Pedreira grande", City, amounts(0, 5, 0, 0, 2, 0), amounts(0, 0, 0, 4, 1, 0), None, 1),
    row(B::SmallTrainingCentre, "C11", "Small Training Centre", "Centro de treinamento P", City, amounts(0, 5, 0, 0, 1, 0), amounts(0, 0, 0, 0, 0, 0), Some((Unit::Soldier, 1)), 1),
    row(B::LargeTrainingCentre, "C12", "Large Training Centre", "Centro de treinamento G", City, amounts(0, 8, 0, 0, 2, 0), amounts(0, 0, 0, 0, 0, 0), Some((Unit::Soldier, 3)), 1),
    row(B::HouseOfLife, "C13", "House of Life", "Casa da Vida", City, amounts(0, 0, 0, 3, 1, 0), amounts(0, 0, 0, 0, 0, 0), Some((Unit::Doctor, 1)), 2),
];

impl Building {
    /// All kinds in table order.
    pub const ALL: [Building; BUILDING_KINDS] = {
        let mut all = [Building::GreatPyramid; BUILDING_KINDS];
        let mut i = 0;
        while i < BUILDING_KINDS {
            all[i] = BUILDINGS[i].kind;
            i += 1;
        }
        all
    };

    /// Index in [`BUILDINGS`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind at `index`, if any.
    pub const fn from_index(index: usize) -> Option<Building> {
        if index < BUILDING_KINDS {
            Some(Building::ALL[index])
        } else {
            None
        }
    }

    /// This building's row.
    pub const fn row(self) -> &'static BuildingRow {
        &BUILDINGS[self as usize]
    }

    /// The English name.
    pub const fn name(self) -> &'static str {
        self.row().name
    }

    /// Reads an English name, a Portuguese name or an id, ignoring case.
    pub fn from_name(text: &str) -> Option<Building> {
        let t = text.trim();
        BUILDINGS
            .iter()
            .find(|r| {
                r.name.eq_ignore_ascii_case(t)
                    || r.id.eq_ignore_ascii_case(t)
                    || r.pt.to_lowercase() == t.to_lowercase()
            })
            .map(|r| r.kind)
    }
}

impl fmt::Display for Building {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How many of `unit` one building of `kind` may generate per round (0 if none).
pub const fn generation_limit(kind: Building, unit: Unit) -> u8 {
    match kind.row().generates {
        Some((u, n)) if u as u8 == unit as u8 => n,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_in_kind_order() {
        for (i, r) in BUILDINGS.iter().enumerate() {
            assert_eq!(r.kind.index(), i);
            assert_eq!(Building::from_name(r.name), Some(r.kind));
            assert_eq!(Building::from_name(r.pt), Some(r.kind));
            assert_eq!(Building::from_name(r.id), Some(r.kind));
        }
    }

    #[test]
    fn eras_have_six_six_eight_five_rounds() {
        assert_eq!(ROUNDS, 25);
        assert_eq!((era_of(1), era_of(6), era_of(7), era_of(12)), (1, 1, 2, 2));
        assert_eq!(
            (era_of(13), era_of(20), era_of(21), era_of(25)),
            (3, 3, 4, 4)
        );
        assert_eq!(
            (era_end(1), era_end(2), era_end(3), era_end(4)),
            (6, 12, 20, 25)
        );
    }
}
