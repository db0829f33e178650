import LayoutLabKit
import Testing

@Suite("Record modes")
struct RecordModeTests {
    @Test func optionBeatsEnvironmentBeatsCI() throws {
        #expect(try RecordMode.resolve(option: "all", environment: ["LAYOUTLAB_RECORD": "never", "CI": "true"]) == .all)
        #expect(try RecordMode.resolve(option: nil, environment: ["LAYOUTLAB_RECORD": "failed", "CI": "true"]) == .failed)
        #expect(try RecordMode.resolve(option: nil, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(option: nil, environment: ["CI": "1"]) == .never)
        #expect(try RecordMode.resolve(option: nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolve(option: nil, environment: ["LAYOUTLAB_RECORD": ""]) == .missing)
    }

    @Test func ciSetToFalseIsNotCI() throws {
        for value in ["", "0", "false"] {
            #expect(!RecordMode.isCI(["CI": value]))
            #expect(try RecordMode.resolve(option: nil, environment: ["CI": value]) == .missing)
        }
        #expect(RecordMode.isCI(["CI": "yes"]))
    }

    @Test func unknownModesAreErrorsNamingTheirSource() {
        #expect(throws: RecordModeError(source: "--record", value: "sometimes")) {
            try RecordMode.resolve(option: "sometimes", environment: [:])
        }
        #expect(throws: RecordModeError(source: "LAYOUTLAB_RECORD", value: "ALL")) {
            try RecordMode.resolve(option: nil, environment: ["LAYOUTLAB_RECORD": "ALL"])
        }
        #expect(RecordModeError(source: "--record", value: "x").description
                == "--record: expected never, missing, failed or all, found \"x\"")
    }
}

@Suite("Record modes: what each writes")
struct RecordModeMatrixTests {
    @Test func eachModeRecordsItsCases() {
        // (baseline exists, passed) → recorded?
        let cases: [(RecordMode, [Bool])] = [
            (.never, [false, false, false]),
            (.missing, [true, false, false]),
            (.failed, [true, true, false]),
            (.all, [true, true, true]),
        ]
        for (mode, expected) in cases {
            let got = [mode.shouldRecord(baselineExists: false, passed: false),
                       mode.shouldRecord(baselineExists: true, passed: false),
                       mode.shouldRecord(baselineExists: true, passed: true)]
            #expect(got == expected, "\(mode)")
        }
    }
}
