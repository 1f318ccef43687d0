//! A 64-bit hash of any serializable state, for the transposition table: the state's
//! serde data fed field by field into a multiply-rotate mixer, with no allocation and
//! no text. Generic, so an engine writes nothing for it; two states with the same data
//! hash alike (a collision between different states is possible, as with any 64-bit
//! key, and as rare).

use std::fmt::Display;

use serde::ser::{self, Serialize};

/// The hash of `value`'s serde data (0 if it cannot be serialized, which a game state
/// always can).
pub fn state_hash<T: Serialize + ?Sized>(value: &T) -> u64 {
    let mut h = Hasher(0x243f_6a88_85a3_08d3);
    if value.serialize(&mut h).is_err() {
        return 0;
    }
    finish(h.0)
}

/// Mixes `x` into `seed` (for keys made of a hash and small counters).
pub fn mix(seed: u64, x: u64) -> u64 {
    finish(seed ^ x.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(31))
}

/// The splitmix64 finalizer: every input bit reaches every output bit.
fn finish(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

struct Hasher(u64);

impl Hasher {
    #[inline]
    fn word(&mut self, x: u64) {
        self.0 = (self.0 ^ x)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(27);
    }
}

/// Never raised: hashing cannot fail, but serde needs an error type.
#[derive(Debug)]
struct NoError;

impl Display for NoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("unhashable")
    }
}

impl std::error::Error for NoError {}

impl ser::Error for NoError {
    fn custom<T: Display>(_: T) -> Self {
        NoError
    }
}

type R = Result<(), NoError>;

impl ser::Serializer for &mut Hasher {
    type Ok = ();
    type Error = NoError;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn serialize_bool(self, v: bool) -> R {
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> R {
        self.word(v as u64);
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> R {
        self.word(v as u64);
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> R {
        self.word(v as u64);
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> R {
        self.word(v as u64);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> R {
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> R {
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> R {
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> R {
        self.word(v);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> R {
        self.word(u64::from(v.to_bits()));
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> R {
        self.word(v.to_bits());
        Ok(())
    }
    fn serialize_char(self, v: char) -> R {
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> R {
        self.serialize_bytes(v.as_bytes())
    }
    fn serialize_bytes(self, v: &[u8]) -> R {
        self.word(v.len() as u64);
        for chunk in v.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.word(u64::from_le_bytes(b));
        }
        Ok(())
    }
    fn serialize_none(self) -> R {
        self.word(0x6e6f6e65);
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> R {
        self.word(0x736f6d65);
        value.serialize(self)
    }
    fn serialize_unit(self) -> R {
        self.word(0x756e6974);
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> R {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _: &'static str, index: u32, _: &'static str) -> R {
        self.word(u64::from(index) | 0x7661_0000_0000);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> R {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        value: &T,
    ) -> R {
        self.word(u64::from(index) | 0x7662_0000_0000);
        value.serialize(self)
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<Self, NoError> {
        self.word(len.unwrap_or(usize::MAX) as u64);
        Ok(self)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self, NoError> {
        Ok(self)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self, NoError> {
        Ok(self)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, NoError> {
        self.word(u64::from(index) | 0x7663_0000_0000);
        Ok(self)
    }
    fn serialize_map(self, len: Option<usize>) -> Result<Self, NoError> {
        self.word(len.unwrap_or(usize::MAX) as u64);
        Ok(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, NoError> {
        Ok(self)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, NoError> {
        self.word(u64::from(index) | 0x7664_0000_0000);
        Ok(self)
    }
}

impl ser::SerializeSeq for &mut Hasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> R {
        value.serialize(&mut **self)
    }
    fn end(self) -> R {
        Ok(())
    }
}

impl ser::SerializeTuple for &mut Hasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> R {
        value.serialize(&mut **self)
    }
    fn end(self) -> R {
        Ok(())
    }
}

impl ser::SerializeTupleStruct for &mut Hasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> R {
        value.serialize(&mut **self)
    }
    fn end(self) -> R {
        Ok(())
    }
}

impl ser::SerializeTupleVariant for &mut Hasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> R {
        value.serialize(&mut **self)
    }
    fn end(self) -> R {
        Ok(())
    }
}

impl ser::SerializeMap for &mut Hasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> R {
        key.serialize(&mut **self)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> R {
        value.serialize(&mut **self)
    }
    fn end(self) -> R {
        Ok(())
    }
}

impl ser::SerializeStruct for &mut Hasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, _: &'static str, value: &T) -> R {
        value.serialize(&mut **self)
    }
    fn end(self) -> R {
        Ok(())
    }
}

impl ser::SerializeStructVariant for &mut Hasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, _: &'static str, value: &T) -> R {
        value.serialize(&mut **self)
    }
    fn end(self) -> R {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Serialize)]
    struct S {
        a: u8,
        b: Option<[u16; 3]>,
        c: Vec<i32>,
    }

    #[test]
    fn equal_data_hashes_alike_and_a_changed_field_does_not() {
        let x = S {
            a: 1,
            b: Some([1, 2, 3]),
            c: vec![4],
        };
        let y = S {
            a: 1,
            b: Some([1, 2, 3]),
            c: vec![4],
        };
        assert_eq!(state_hash(&x), state_hash(&y));
        let moved = S {
            a: 1,
            b: Some([1, 3, 2]),
            c: vec![4],
        };
        assert_ne!(state_hash(&x), state_hash(&moved));
        let none = S {
            a: 1,
            b: None,
            c: vec![4],
        };
        assert_ne!(state_hash(&x), state_hash(&none));
        assert_ne!(mix(1, 2), mix(1, 3));
    }
}
