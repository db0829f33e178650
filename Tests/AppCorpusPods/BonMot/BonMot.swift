// Stands for the pod BonMot in the app corpus: the stand-ins of what the apps use of it are in each app's Stubs/ThirdParty.swift.
