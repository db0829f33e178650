// The fixture types a harness and its tests name (`FixtureDocument`, `DiffPolicyOverrides`,
// `DiffIgnore`, …) come with the harness: `import LayoutLabKit` is enough.
@_exported import LayoutFixtures
